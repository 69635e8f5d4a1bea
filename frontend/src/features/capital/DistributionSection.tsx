//! 분배: money paid out of the union (수익 분배, 원금 반환), oldest first, each split by the server
//! over what every holder had paid in on its day; '분배 기록' records one in a modal.
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import type { CapitalDto } from './api';
import { DistributionModal } from './DistributionModal';
import { DistributionRow } from './DistributionRow';

export const DISTRIBUTION_LINE =
  '조합원이 지급일까지 납입한 출자금(업무집행조합원 출자 포함)에 비례해 나눕니다. 원 단위 끝수는 총액과 맞도록 조정합니다.';
export const NO_DISTRIBUTIONS = '아직 분배 기록이 없습니다.';

export function DistributionSection({ unionId, book }: { unionId: number; book: CapitalDto }) {
  const [recording, setRecording] = useState(false);
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label="분배">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={4}>
            <Title order={3} fz="md">
              분배
            </Title>
            <Text fz="sm" c="dimmed">
              {DISTRIBUTION_LINE}
            </Text>
          </Stack>
          <Button
            size="sm"
            leftSection={<IconPlus size={16} />}
            style={{ flexShrink: 0 }}
            onClick={() => setRecording(true)}
          >
            분배 기록
          </Button>
        </Group>
        {book.distributions.length === 0 ? (
          <EmptyState text={NO_DISTRIBUTIONS} py={24} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="분배 목록">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>지급일</Table.Th>
                  <Table.Th>종류</Table.Th>
                  <Table.Th ta="right">총액</Table.Th>
                  <Table.Th>메모</Table.Th>
                  <Table.Th>안내 메일</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {book.distributions.map((distribution) => (
                  <DistributionRow
                    key={distribution.id}
                    unionId={unionId}
                    distribution={distribution}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <DistributionModal unionId={unionId} opened={recording} onClose={() => setRecording(false)} />
    </Paper>
  );
}
