//! /operator/waiting-list (대기 등록 관리): the operators' queue of companies waiting for the
//! product, oldest first, and those already onboarded. 이용 안내 onboards a company and mails
//! its contact that sign-up is open. The tab rides in the address (`?status=`). Anyone but
//! operator staff is told the page is not theirs, and nothing is asked for.
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/entities/me';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { useListWaitingQuery, type WaitingStatusCode } from '../api';
import { isOperatorStaff, WAITING_TABS, waitingTabOf } from '../operator/model';
import { OperatorOnly } from '@/shared/ui/OperatorOnly';
import { useOnboard } from '../operator/useOnboard';
import { WaitingRows } from '../operator/WaitingRows';

function WaitingList({
  status,
  onTab,
}: {
  status: WaitingStatusCode;
  onTab: (status: WaitingStatusCode) => void;
}) {
  const { page, setPage } = usePagedFilter([status]);
  const { data, error, isLoading, isFetching, refetch } = useListWaitingQuery({
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const { ask, sendingId, failure, dismiss } = useOnboard();
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  // The server has the last word on who is operator staff (e.g. a role taken away since).
  if ((error as ApiError | undefined)?.status === 403)
    return (
      <OperatorOnly work="대기 등록 관리와 이용 안내 메일 발송은 조합 운영팀이 맡고 있습니다." />
    );

  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={dismiss}>
          <Text fz="sm">
            {failure.companyName}: {failure.message}
          </Text>
          {failure.mailFailed && status === 'waiting' ? (
            <Text fz="sm" mt={4}>
              이 회사는{' '}
              <Anchor component="button" type="button" fz="sm" onClick={() => onTab('onboarded')}>
                이용 안내 완료
              </Anchor>{' '}
              탭에서 다시 보낼 수 있습니다.
            </Text>
          ) : null}
        </Alert>
      ) : null}
      <ListToolbar total={data?.total_count} />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <ListBody
          items={data?.items}
          isError={Boolean(error)}
          isLoading={isLoading}
          errorTitle="대기 등록 목록을 불러오지 못했습니다."
          emptyText={
            status === 'waiting' ? '대기 중인 회사가 없습니다.' : '이용 안내한 회사가 없습니다.'
          }
          onRetry={() => void refetch()}
        >
          {(items) => (
            <div style={{ opacity: isFetching ? 0.6 : 1 }}>
              <WaitingRows status={status} items={items} sendingId={sendingId} onSend={ask} />
            </div>
          )}
        </ListBody>
        <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Group>
      </Paper>
    </Stack>
  );
}

export function OperatorWaitingPage() {
  const { data: me } = useGetMeQuery();
  const [params, setParams] = useSearchParams();
  const status = waitingTabOf(params.get('status'));

  if (!me) return <Skeleton h={320} />;
  if (!isOperatorStaff(me))
    return (
      <OperatorOnly work="대기 등록 관리와 이용 안내 메일 발송은 조합 운영팀이 맡고 있습니다." />
    );

  const changeTab = (value: string | null) =>
    setParams(value === 'onboarded' ? { status: value } : {}, { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        title="대기 등록 관리"
        description="서비스를 기다리는 회사를 등록 순서대로 확인하고, 준비가 끝난 회사에 이용 안내 메일을 보냅니다."
      />
      <Tabs value={status} keepMounted={false} onChange={changeTab}>
        <Tabs.List mb="lg">
          {WAITING_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {WAITING_TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <WaitingList status={tab.value} onTab={changeTab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
