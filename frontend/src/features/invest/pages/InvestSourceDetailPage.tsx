//! /invest-resources/detail?issno={union} (투자 재원 상세): one union's portfolio on a base date:
//! its totals with TVPI, DPI, RVPI and IRR, each startup's invested, value and recovered side by
//! side, and a card per startup with its figures and the ledger rows behind them, where the GP
//! adds and deletes investments, later rounds, recoveries and valuations.
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatDate } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useUnionPortfolioQuery } from '../api';
import { BaseDateInput } from '../components/BaseDateInput';
import { EntryModals, type OpenEntry } from '../components/EntryModals';
import { InvestorOnly } from '../components/InvestorOnly';
import { PortfolioChart } from '../components/PortfolioChart';
import { StartupCard } from '../components/StartupCard';
import { UnionSummary } from '../components/UnionSummary';
import { useBaseDate } from '../hooks/useBaseDate';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { BASE_DATE_PARAM, idParam, INVEST_SOURCES_PATH } from '../model';

const NO_INVESTMENTS_TEXT = '투자 내역이 없습니다.';

export function InvestSourceDetailPage() {
  const investor = useIsInvestor();
  const { chosen, baseDate, setBaseDate, params } = useBaseDate();
  const unionId = idParam(params.get('issno'));
  const [entry, setEntry] = useState<OpenEntry | null>(null);
  const { data, error, isFetching, refetch } = useUnionPortfolioQuery(
    { unionId: unionId ?? 0, baseDate },
    { skip: unionId === null || investor !== true },
  );
  const status = (error as ApiError | undefined)?.status;
  const listPath = chosen
    ? `${INVEST_SOURCES_PATH}?${BASE_DATE_PARAM}=${chosen}`
    : INVEST_SOURCES_PATH;

  if (unionId === null || status === 404) {
    return (
      <NotFound
        title="조합을 찾을 수 없습니다."
        backTo={INVEST_SOURCES_PATH}
        backLabel="투자 재원 목록으로 이동"
      />
    );
  }

  let body;
  if (investor === false || status === 403) {
    body = <InvestorOnly />;
  } else if (error) {
    body = (
      <LoadError
        title="투자 내역을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="sm">
        <Skeleton h={84} />
        <Skeleton h={260} />
        <Skeleton h={220} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg" style={{ opacity: isFetching ? 0.6 : 1 }}>
        <UnionSummary portfolio={data} />
        {data.rows.length === 0 ? (
          <EmptyState text={NO_INVESTMENTS_TEXT} />
        ) : (
          <>
            <PortfolioChart rows={data.rows} />
            {data.rows.map((row) => (
              <StartupCard
                key={row.startup_id}
                row={row}
                onAdd={(kind, picked) => setEntry({ kind, row: picked })}
              />
            ))}
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.union_name ?? '투자 재원 상세'}
        description={data ? `${formatDate(data.base_date)} 기준` : undefined}
        actions={
          <Group gap="sm" align="flex-end">
            <BaseDateInput value={baseDate} onChange={setBaseDate} />
            <Button variant="default" component={RouterLink} to={listPath}>
              목록
            </Button>
            {data ? (
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setEntry({ kind: 'investment', row: null })}
              >
                투자 추가
              </Button>
            ) : null}
          </Group>
        }
      />
      {body}
      <EntryModals unionId={unionId} entry={entry} onClose={() => setEntry(null)} />
    </Stack>
  );
}
