//! 포인트 내역: every change of the balance, newest first — a charge, a plan's points, a refund
//! taking them back — with the balance after it.
import { Group, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { ListBody } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { useListPointEntriesQuery } from '../api';
import { ledgerKindInfo, pointsText, signedPoints } from '../model';

export function PointLedger() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListPointEntriesQuery({
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
      <ListBody
        items={data?.items}
        isError={Boolean(error)}
        isLoading={isLoading}
        errorTitle="포인트 내역을 불러오지 못했습니다."
        emptyText="포인트 내역이 없습니다."
        onRetry={() => void refetch()}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={720} style={{ opacity: isFetching ? 0.6 : 1 }}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="포인트 내역">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={150}>일시</Table.Th>
                  <Table.Th w={120}>구분</Table.Th>
                  <Table.Th>내용</Table.Th>
                  <Table.Th w={130} ta="right">
                    포인트
                  </Table.Th>
                  <Table.Th w={130} ta="right">
                    잔액
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry, index) => {
                  const change = signedPoints(entry.points);
                  return (
                    <Table.Tr key={`${entry.at}-${index}`}>
                      <Table.Td fz="sm" c="dimmed">
                        {formatDateTime(entry.at)}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge
                          info={ledgerKindInfo(entry.kind, entry.kind_label)}
                          size="sm"
                        />
                      </Table.Td>
                      <Table.Td fz="sm">{entry.memo || '-'}</Table.Td>
                      <Table.Td ta="right">
                        <Text fz="sm" fw={700} c={change.color}>
                          {change.text}
                        </Text>
                      </Table.Td>
                      <Table.Td fz="sm" ta="right">
                        {pointsText(entry.balance_after)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>
      <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      </Group>
    </Paper>
  );
}
