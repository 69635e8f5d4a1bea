//! '발송 이력': the union's mailings, newest first, 10 a page, each with its delivery progress
//! (asked again every 2 s while mail waits); a row opens its recipients.
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '@/shared/format';
import { ListBody } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { useMailHistory, type MailingDto } from '../api';
import { DeliveryProgress } from './DeliveryProgress';
import { MailingDetailModal } from './MailingDetailModal';

const HISTORY_EMPTY = '발송이력이 없습니다.';

export function MailHistorySection({ unionId }: { unionId: number }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useMailHistory({
    unionId,
    page,
    pageSize: PAGE_SIZE,
  });
  const [opened, setOpened] = useState<MailingDto | null>(null);
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Paper
      withBorder
      shadow="xs"
      p={0}
      style={{ overflow: 'hidden' }}
      role="region"
      aria-label="발송 이력"
    >
      <Stack gap={2} px="lg" pt="md" pb="sm">
        <Title order={2} fz="lg">
          발송 이력
        </Title>
        <Text fz="sm" c="dimmed">
          행을 누르면 받는 사람별 전송 상태를 볼 수 있습니다.
        </Text>
      </Stack>
      <ListBody
        items={data?.items}
        isError={isError}
        isLoading={isLoading}
        errorTitle="발송 이력을 불러오지 못했습니다."
        emptyText={HISTORY_EMPTY}
        onRetry={() => void refetch()}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>구분</Table.Th>
                  <Table.Th ta="right">수신자 수</Table.Th>
                  <Table.Th>발송일</Table.Th>
                  <Table.Th>발송자</Table.Th>
                  <Table.Th>전송 현황</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((mailing) => (
                  <Table.Tr
                    key={mailing.id}
                    onClick={() => setOpened(mailing)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') setOpened(mailing);
                    }}
                    tabIndex={0}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>
                      <Text fz="sm" fw={600}>
                        {mailing.kind_label}
                      </Text>
                      <Text fz="xs" c="dimmed" lineClamp={1} maw={360}>
                        {mailing.subject}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {`${formatNumber(mailing.recipient_count)}명`}
                      {mailing.group_count > 0 ? (
                        <Text
                          fz="xs"
                          c="dimmed"
                        >{`그룹 ${formatNumber(mailing.group_count)}개`}</Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(mailing.created_at)}
                    </Table.Td>
                    <Table.Td>{mailing.sender_name}</Table.Td>
                    <Table.Td>
                      <DeliveryProgress mailing={mailing} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>
      <Stack py={totalPages > 1 ? 'md' : 0}>
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
      <MailingDetailModal unionId={unionId} mailing={opened} onClose={() => setOpened(null)} />
    </Paper>
  );
}
