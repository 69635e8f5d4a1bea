//! The book's totals: how the union pays, what was committed, called and paid, what is still
//! owed, how many members are late and what distributions paid out, the members the law counts
//! (of 49) and what the GPs have paid of their own commitment, with paid over called as a bar.
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatNumber, formatProgress } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import type { CapitalDto } from './api';
import { paidPercent } from './model';

const won = (amount: number) => `${formatNumber(amount)}원`;

export function CapitalSummary({ book }: { book: CapitalDto }) {
  const late = book.late_members > 0;
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label="출자금 현황"
    >
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={3} fz="md">
            출자금 현황
          </Title>
          <Text fz="sm" c="dimmed">
            납입 방식 <b>{book.payment_method_label}</b>
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Field label="약정 총액" size="md">
            {won(book.commitment)}
          </Field>
          <Field label="요청 금액" size="md">
            {won(book.called)}
          </Field>
          <Field label="납입 금액" size="md">
            {won(book.paid)}
          </Field>
          <Field label="미납" size="md">
            {won(book.outstanding)}
          </Field>
          <Field label="연체 조합원" size="md">
            <Text span inherit c={late ? 'red' : undefined} data-testid="late-members">
              {formatNumber(book.late_members)}명
            </Text>
            {late ? (
              <Text span fz="xs" c="red.8" data-testid="late-amount">
                {' '}
                · {won(book.late_amount)}
                {book.late_since ? ` (${formatDate(book.late_since)}부터)` : ''}
              </Text>
            ) : null}
          </Field>
          <Field label="분배 총액" size="md">
            {won(book.distributed)}
          </Field>
          <Field label="조합원 (업무집행조합원 포함)" size="md">
            <Text span inherit data-testid="roster-members">
              {formatNumber(book.roster.members)} / {formatNumber(book.roster.max_members)}인
            </Text>
            {book.roster.pending > 0 ? (
              <Text span fz="xs" c="dimmed">
                {' '}
                · 진행 중 {formatNumber(book.roster.pending)}건
              </Text>
            ) : null}
          </Field>
          <Field label="업무집행조합원 납입" size="md">
            {won(book.roster.gp_paid)}
            <Text span fz="xs" c="dimmed">
              {' '}
              / 약정 {won(book.roster.gp_committed)}
            </Text>
          </Field>
        </SimpleGrid>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text fz="sm">납입률</Text>
            <Text fz="sm" fw={600}>
              {book.called > 0 ? formatProgress(book.paid / book.called) : '-'}
            </Text>
          </Group>
          <Progress
            value={paidPercent(book.paid, book.called)}
            color={book.called > 0 && book.paid >= book.called ? 'teal' : 'blue'}
            aria-label="납입률"
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
