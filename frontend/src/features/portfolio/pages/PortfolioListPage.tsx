//! /invest-portfolio (포트폴리오): the firm's portfolios, last changed first, each opening its
//! detail; '새 포트폴리오' makes an empty one (named '포트폴리오' by the server) and opens it.
//! A startup's account is told by the server that portfolios are an investor firm's.
import { Button, Paper, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { notifyError } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useCreatePortfolioMutation, useListPortfoliosQuery } from '../api';
import { PortfolioSkeleton, Refused } from '../components/PortfolioGate';
import { PortfoliosTable } from '../components/PortfoliosTable';
import { isRefused, portfolioDetailPath } from '../model';

export function PortfolioListPage() {
  const navigate = useNavigate();
  const { data, error, refetch } = useListPortfoliosQuery();
  const [create, { isLoading: creating }] = useCreatePortfolioMutation();
  const idempotency = useIdempotencyKey();
  const refused = isRefused(error);

  const createPortfolio = async () => {
    try {
      const card = await create({
        'Idempotency-Key': idempotency.key(),
        portfolioBody: {},
      }).unwrap();
      idempotency.renew();
      void navigate(portfolioDetailPath(card.id));
    } catch (caught) {
      notifyError((caught as ApiError).message, '포트폴리오를 만들지 못했습니다.');
    }
  };

  let body;
  if (refused) {
    body = <Refused error={error} />;
  } else if (error) {
    body = (
      <LoadError
        title="포트폴리오 목록을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = <PortfolioSkeleton />;
  } else {
    body = (
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        {data.length === 0 ? (
          <EmptyState text="만든 포트폴리오가 없습니다." />
        ) : (
          <PortfoliosTable
            cards={data}
            onOpen={(card) => void navigate(portfolioDetailPath(card.id))}
          />
        )}
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="포트폴리오"
        description="투자 기업을 소개하는 포트폴리오를 만들고 공유합니다."
        actions={
          refused ? null : (
            <Button
              leftSection={<IconPlus size={16} />}
              loading={creating}
              onClick={() => void createPortfolio()}
            >
              새 포트폴리오
            </Button>
          )
        }
      />
      {body}
    </Stack>
  );
}
