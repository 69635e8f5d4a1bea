//! /invest-resources (투자 재원): the firm's unions on a base date (today in Korea unless another
//! is picked), the firm's totals over them, and a row per union that opens its ledger, which the
//! GP can also fill from an xlsx sheet ('엑셀로 가져오기'). Only an investor firm keeps one.
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useInvestmentSourcesQuery } from '../api';
import { BaseDateInput } from '../components/BaseDateInput';
import { InvestorOnly } from '../components/InvestorOnly';
import { LedgerImportModal } from '../components/LedgerImportModal';
import { ReturnsTiles } from '../components/ReturnsTiles';
import { SourcesTable } from '../components/SourcesTable';
import { useBaseDate } from '../hooks/useBaseDate';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { investSourceDetailPath } from '../model';

const NO_SOURCES_TEXT = '투자 내역이 없습니다.';

export function InvestSourcesPage() {
  const navigate = useNavigate();
  const investor = useIsInvestor();
  const { chosen, baseDate, setBaseDate } = useBaseDate();
  const [importing, setImporting] = useState(false);
  const { data, error, isError, isFetching, refetch } = useInvestmentSourcesQuery(
    { baseDate },
    { skip: investor !== true },
  );
  const refused = investor === false || (error as ApiError | undefined)?.status === 403;
  // The ledger's writes are the investor firm's (as 투자 추가 on a union's ledger): nobody else
  // sees the import, and not before the user is known.
  const writes = investor === true && !refused;

  let body;
  if (refused) {
    body = <InvestorOnly />;
  } else if (isError) {
    body = (
      <LoadError
        title="투자 재원을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="sm">
        <Skeleton h={84} />
        <Skeleton h={240} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <ReturnsTiles returns={data.total} />
        <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
          {data.sources.length === 0 ? (
            <EmptyState text={NO_SOURCES_TEXT} />
          ) : (
            <SourcesTable
              sources={data.sources}
              dimmed={isFetching}
              onOpen={(source) => void navigate(investSourceDetailPath(source.union_id, chosen))}
            />
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="투자 재원"
        description="조합별 투자금, 평가액, 회수금과 수익률을 기준일 현재로 확인합니다."
        actions={
          refused ? null : (
            <Group gap="sm" align="flex-end">
              <BaseDateInput value={baseDate} onChange={setBaseDate} />
              {writes ? <Button onClick={() => setImporting(true)}>엑셀로 가져오기</Button> : null}
            </Group>
          )
        }
      />
      {body}
      {writes ? <LedgerImportModal opened={importing} onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}
