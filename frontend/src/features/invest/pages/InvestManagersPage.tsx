//! /invest-manager (투자 담당자): the firm's fund managers on a base date (today in Korea unless
//! another is picked): each one's invested beside its value in a chart, and a row per manager
//! with the unions they lead, how many companies, the amounts, multiple and IRR. The unions no
//! form names a lead for are '담당자 미지정'. Only an investor firm keeps one.
import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useFundManagersQuery } from '../api';
import { BaseDateInput } from '../components/BaseDateInput';
import { InvestorOnly } from '../components/InvestorOnly';
import { ManagersChart } from '../components/ManagersChart';
import { ManagersTable } from '../components/ManagersTable';
import { useBaseDate } from '../hooks/useBaseDate';
import { MANAGERS_INVESTOR_ONLY_TEXT } from '../model';

export function InvestManagersPage() {
  const investor = useIsInvestor();
  const { chosen, baseDate, setBaseDate } = useBaseDate();
  const { data, error, isError, isFetching, refetch } = useFundManagersQuery(
    { baseDate },
    { skip: investor !== true },
  );
  const refused = investor === false || (error as ApiError | undefined)?.status === 403;

  let body;
  if (refused) {
    body = <InvestorOnly text={MANAGERS_INVESTOR_ONLY_TEXT} />;
  } else if (isError) {
    body = (
      <LoadError
        title="투자 담당자를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="sm">
        <Skeleton h={300} />
        <Skeleton h={200} />
      </Stack>
    );
  } else if (data.length === 0) {
    body = (
      <Paper withBorder shadow="xs" p={0}>
        <EmptyState text="투자 내역이 있는 담당자가 없습니다." />
      </Paper>
    );
  } else {
    body = (
      <Stack gap="lg">
        <ManagersChart managers={data} />
        <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
          <ManagersTable managers={data} baseDate={chosen} dimmed={isFetching} />
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="투자 담당자"
        description="대표 펀드매니저별로 담당 조합의 투자금액, 평가금액, 회수금과 수익률을 기준일 현재로 확인합니다."
        actions={refused ? null : <BaseDateInput value={baseDate} onChange={setBaseDate} />}
      />
      {body}
    </Stack>
  );
}
