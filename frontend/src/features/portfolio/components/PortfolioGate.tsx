//! Loads the portfolio a page is about and shows it only once it is there: an unknown
//! `portfolioIdx` (or another firm's) reads as not found, a refusal (a startup's account: the
//! portfolios are an investor firm's) as the server's reason, another failure as a retry.
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { useGetPortfolioQuery, type PortfolioDto } from '../api';
import { isRefused, PORTFOLIO_LIST_PATH } from '../model';

export function PortfolioNotFound({
  title = '포트폴리오를 찾을 수 없습니다.',
}: {
  title?: string;
}) {
  return (
    <NotFound title={title} backTo={PORTFOLIO_LIST_PATH} backLabel="포트폴리오 목록으로 이동" />
  );
}

/** The server's reason for refusing the user (403 investor_only). */
export function Refused({ error }: { error: unknown }) {
  return (
    <Alert color="gray" variant="light" data-testid="portfolio-refused">
      {(error as ApiError).message}
    </Alert>
  );
}

export function PortfolioSkeleton() {
  return (
    <Stack gap="sm" data-testid="portfolio-loading">
      <Skeleton h={56} />
      <Skeleton h={36} />
      <Skeleton h={36} />
      <Skeleton h={36} />
    </Stack>
  );
}

export function PortfolioGate({
  portfolioId,
  children,
}: {
  portfolioId: number | null;
  children: (portfolio: PortfolioDto) => ReactNode;
}) {
  const { data, error, refetch } = useGetPortfolioQuery(
    { portfolioId: portfolioId ?? 0 },
    { skip: portfolioId === null },
  );
  if (portfolioId === null || (error as ApiError | undefined)?.status === 404) {
    return <PortfolioNotFound />;
  }
  if (isRefused(error)) return <Refused error={error} />;
  if (error) {
    return (
      <LoadError
        title="포트폴리오를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <PortfolioSkeleton />;
  return children(data);
}
