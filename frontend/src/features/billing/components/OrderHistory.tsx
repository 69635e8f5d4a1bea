//! 결제 내역: the firm's orders, newest first, a page at a time, with the receipt and the
//! refund request opened over the list.
import { Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { ListBody } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { useListOrdersQuery, type OrderDto } from '../api';
import { OrderRows } from './OrderRows';
import { ReceiptModal } from './ReceiptModal';
import { RefundRequestModal } from './RefundRequestModal';

export function OrderHistory({ canPay }: { canPay: boolean }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListOrdersQuery({
    page,
    pageSize: PAGE_SIZE,
  });
  const [receipt, setReceipt] = useState<OrderDto | null>(null);
  const [refund, setRefund] = useState<OrderDto | null>(null);
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
      <ListBody
        items={data?.items}
        isError={Boolean(error)}
        isLoading={isLoading}
        errorTitle="결제 내역을 불러오지 못했습니다."
        emptyText="결제 내역이 없습니다."
        onRetry={() => void refetch()}
      >
        {(items) => (
          <div style={{ opacity: isFetching ? 0.6 : 1 }}>
            <OrderRows items={items} canPay={canPay} onReceipt={setReceipt} onRefund={setRefund} />
          </div>
        )}
      </ListBody>
      <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      </Group>
      <ReceiptModal order={receipt} onClose={() => setReceipt(null)} />
      <RefundRequestModal order={refund} onClose={() => setRefund(null)} />
    </Paper>
  );
}
