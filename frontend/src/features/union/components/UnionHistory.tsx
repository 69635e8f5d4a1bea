//! The union's 변경 이력: who changed what and when, newest first, ten a page.
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { dash, formatDateTime } from '@/shared/format';
import { Pagination } from '@/shared/ui/Pagination';
import { useUnionHistoryQuery } from '../api';
import { describeChange } from '../historyModel';

const PAGE_SIZE = 10;

export function UnionHistory({ unionId }: { unionId: number }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useUnionHistoryQuery({ unionId, page, pageSize: PAGE_SIZE });
  const totalPages = Math.max(1, Math.ceil((data?.total_count ?? 0) / PAGE_SIZE));

  return (
    <Paper
      component="section"
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      aria-labelledby="union-history-title"
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id="union-history-title">
          변경 이력
        </Title>
        {isError ? (
          <Text fz="sm" c="red.8">
            변경 이력을 불러오지 못했습니다.
          </Text>
        ) : isLoading ? (
          <Text fz="sm">불러오는 중…</Text>
        ) : !data || data.items.length === 0 ? (
          <Text fz="sm">기록된 변경이 없습니다.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={150}>일시</Table.Th>
                  <Table.Th w={100}>작업자</Table.Th>
                  <Table.Th w={110}>대상</Table.Th>
                  <Table.Th w={110}>작업</Table.Th>
                  <Table.Th>내용</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDateTime(entry.occurred_at)}</Table.Td>
                    <Table.Td>{dash(entry.actor_name)}</Table.Td>
                    <Table.Td>{entry.entity_label}</Table.Td>
                    <Table.Td>{entry.action_label}</Table.Td>
                    <Table.Td>
                      {describeChange(entry).map((line) => (
                        <Text key={line} fz="sm">
                          {line}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
