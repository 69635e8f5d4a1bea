//! /operator/refunds (환불 요청 관리): the firms' open refund requests, oldest first, for operator
//! staff to approve (the card charge is cancelled) or reject with a reason. Anyone else is told
//! the page is not theirs, and nothing is asked for.
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/entities/me';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { useListRefundRequestsQuery, type RefundRequestDto } from '../api';
import { DecisionModal } from '../operator/DecisionModal';
import { isOperatorStaff } from '../operator/model';
import { OperatorOnly } from '@/shared/ui/OperatorOnly';
import { RefundRequestRows, type Decision } from '../operator/RefundRequestRows';

function RefundRequests() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListRefundRequestsQuery({
    page,
    pageSize: PAGE_SIZE,
  });
  const [target, setTarget] = useState<{
    request: RefundRequestDto;
    decision: Decision;
  } | null>(null);
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  // The server has the last word on who is operator staff (e.g. a role taken away since).
  if ((error as ApiError | undefined)?.status === 403)
    return <OperatorOnly work="환불 요청의 승인과 거절은 조합 운영팀이 맡고 있습니다." />;

  return (
    <Stack gap="md">
      <ListToolbar total={data?.total_count} />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <ListBody
          items={data?.items}
          isError={Boolean(error)}
          isLoading={isLoading}
          errorTitle="환불 요청 목록을 불러오지 못했습니다."
          emptyText="처리할 환불 요청이 없습니다."
          onRetry={() => void refetch()}
        >
          {(items) => (
            <div style={{ opacity: isFetching ? 0.6 : 1 }}>
              <RefundRequestRows
                items={items}
                onDecide={(request, decision) => setTarget({ request, decision })}
              />
            </div>
          )}
        </ListBody>
        <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Group>
      </Paper>
      <DecisionModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

export function OperatorRefundsPage() {
  const { data: me } = useGetMeQuery();
  if (!me) return <Skeleton h={320} />;
  if (!isOperatorStaff(me))
    return <OperatorOnly work="환불 요청의 승인과 거절은 조합 운영팀이 맡고 있습니다." />;
  return (
    <Stack gap="lg">
      <PageHeader
        title="환불 요청 관리"
        description="회사가 요청한 포인트 충전 환불을 확인합니다. 승인하면 카드 결제가 취소되고 충전한 포인트가 회수됩니다."
      />
      <RefundRequests />
    </Stack>
  );
}
