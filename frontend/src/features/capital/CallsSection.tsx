//! 출자 요청 (수시납·분할납): the calls in number order with what each asked and got and how many
//! members are late on it, '출자 요청 만들기' while some of the commitment is left to call, and
//! '요청 취소' on the last call while nothing was paid on it.
import { Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { formatDate, formatNumber, formatPercent } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { useWithdrawCapitalCallMutation, type CapitalCallDto, type CapitalDto } from './api';
import { CallModal } from './CallModal';
import { callLabel, paidPercent } from './model';

export const ALL_CALLED = '출자금을 모두 요청했습니다.';

function CallRow({
  unionId,
  call,
  last,
}: {
  unionId: number;
  call: CapitalCallDto;
  last: boolean;
}) {
  const [withdraw, { isLoading }] = useWithdrawCapitalCallMutation();
  const name = callLabel(call.number);
  const confirm = () =>
    modals.openConfirmModal({
      title: '출자 요청 취소',
      children: <Text fz="sm">{name} 출자 요청을 취소할까요?</Text>,
      labels: { confirm: '요청 취소', cancel: '닫기' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        withdraw({ unionId, callId: call.id })
          .unwrap()
          .then(() => notifySuccess(`${name} 출자 요청을 취소했습니다.`))
          // The refusal (a payment was recorded meanwhile) is shown by the base query.
          .catch(() => undefined);
      },
    });
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {name}
      </Table.Th>
      <Table.Td>{formatDate(call.due_on)}</Table.Td>
      <Table.Td ta="right">{formatPercent(call.percent, 0)}</Table.Td>
      <Table.Td ta="right">{formatNumber(call.called)}원</Table.Td>
      <Table.Td ta="right">{formatNumber(call.paid)}원</Table.Td>
      <Table.Td miw={96}>
        <Progress
          size="sm"
          value={paidPercent(call.paid, call.called)}
          aria-label={`${name} 납입률`}
        />
      </Table.Td>
      <Table.Td>
        {call.late_members > 0 ? (
          <Badge color="red" variant="light" radius="sm" miw="max-content">
            연체 {formatNumber(call.late_members)}명
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td c="dimmed" fz="sm">
        {call.note || null}
      </Table.Td>
      <Table.Td ta="right">
        {last ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={isLoading}
            // Only a call nothing was paid on can go (the server answers 409 otherwise).
            disabled={call.paid > 0}
            title={call.paid > 0 ? '납입 기록이 있는 요청은 취소할 수 없습니다.' : undefined}
            onClick={confirm}
          >
            요청 취소
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

export function CallsSection({ unionId, book }: { unionId: number; book: CapitalDto }) {
  const [creating, setCreating] = useState(false);
  const full = book.percent_left <= 0;
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label="출자 요청">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={3} fz="md">
            출자 요청
          </Title>
          <Group gap="sm">
            {full ? (
              <Text fz="sm" c="dimmed">
                {ALL_CALLED}
              </Text>
            ) : null}
            <Button
              size="sm"
              leftSection={<IconPlus size={16} />}
              disabled={full}
              onClick={() => setCreating(true)}
            >
              출자 요청 만들기
            </Button>
          </Group>
        </Group>
        {book.calls.length === 0 ? (
          <EmptyState text="아직 출자 요청이 없습니다." py={24} />
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="출자 요청 목록">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>차수</Table.Th>
                  <Table.Th>납입 기한</Table.Th>
                  <Table.Th ta="right">비율</Table.Th>
                  <Table.Th ta="right">요청 금액</Table.Th>
                  <Table.Th ta="right">납입 금액</Table.Th>
                  <Table.Th>납입률</Table.Th>
                  <Table.Th>연체</Table.Th>
                  <Table.Th>메모</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {book.calls.map((call, index) => (
                  <CallRow
                    key={call.id}
                    unionId={unionId}
                    call={call}
                    last={index === book.calls.length - 1}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CallModal
        unionId={unionId}
        percentLeft={book.percent_left}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </Paper>
  );
}
