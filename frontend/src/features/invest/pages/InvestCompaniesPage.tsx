//! /invest-enterprise (투자 기업): every company the firm's unions invested in by a base date
//! (today in Korea unless another is picked): how many and the totals over them, and a row per
//! company with its unions, first investment, amounts, multiple and IRR, its lines per union on
//! request. Sorted by the amount invested, largest first; searchable by name. Only an investor
//! firm keeps one.
import { Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconSearch } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useInvestedCompaniesQuery } from '../api';
import { BaseDateInput } from '../components/BaseDateInput';
import { CompaniesTable } from '../components/CompaniesTable';
import { FiguresTiles } from '../components/FiguresTiles';
import { InvestorOnly } from '../components/InvestorOnly';
import { DEFAULT_SORT, searchCompanies, type Sort } from '../figures';
import { useBaseDate } from '../hooks/useBaseDate';
import { COMPANIES_INVESTOR_ONLY_TEXT } from '../model';

export function InvestCompaniesPage() {
  const investor = useIsInvestor();
  const { baseDate, setBaseDate } = useBaseDate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const { data, error, isError, isFetching, refetch } = useInvestedCompaniesQuery(
    { baseDate },
    { skip: investor !== true },
  );
  const refused = investor === false || (error as ApiError | undefined)?.status === 403;

  let body;
  if (refused) {
    body = <InvestorOnly text={COMPANIES_INVESTOR_ONLY_TEXT} />;
  } else if (isError) {
    body = (
      <LoadError
        title="투자 기업을 불러오지 못했습니다."
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
    const found = searchCompanies(data.companies, search);
    body = (
      <Stack gap="lg">
        <FiguresTiles
          countLabel="기업 수"
          count={`${formatNumber(data.companies.length)}곳`}
          totals={data.total}
        />
        <Group justify="flex-end">
          <TextInput
            aria-label="기업명 검색"
            placeholder="기업명 검색"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={260}
          />
        </Group>
        <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
          {found.length === 0 ? (
            <EmptyState
              text={
                data.companies.length === 0 ? '투자한 기업이 없습니다.' : '검색 결과가 없습니다.'
              }
            />
          ) : (
            <CompaniesTable companies={found} sort={sort} onSort={setSort} dimmed={isFetching} />
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="투자 기업"
        description="조합이 투자한 기업별 투자금액, 평가금액, 회수금과 수익률을 기준일 현재로 확인합니다."
        actions={refused ? null : <BaseDateInput value={baseDate} onChange={setBaseDate} />}
      />
      {body}
    </Stack>
  );
}
