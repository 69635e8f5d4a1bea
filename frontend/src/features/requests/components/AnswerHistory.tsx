//! One startup's answers, the latest first: when, who, by which way, and the values asked
//! (amounts in the report format, the year's statements by their totals) with its note.
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, formatNumber, formatWonReport } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import type { RequestAnswerDto, RequestAskDto, YearFiguresBody } from '../api';
import { viaLabel } from '../model';

const headcountText = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${formatNumber(value)}명`;

function StatementTotals({ statements, year }: { statements: YearFiguresBody; year: number }) {
  const { income, balance } = statements;
  const totals: [string, number | null | undefined][] = [
    ['매출액', income.sales],
    ['영업이익', income.operating_profit],
    ['당기순이익', income.net_income],
    ['자산총계', balance.total_assets],
    ['부채총계', balance.total_liabilities],
    ['자본총계', balance.total_equity],
  ];
  return (
    <Stack gap={6}>
      <Text fz="xs" c="dimmed">
        {year}년 재무제표
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        {totals.map(([label, value]) => (
          <Field key={label} label={label}>
            {formatWonReport(value)}
          </Field>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Answer({ answer, ask }: { answer: RequestAnswerDto; ask: RequestAskDto }) {
  const asked = (item: RequestAskDto['items'][number]) => ask.items.includes(item);
  const year = answer.statements?.income.year ?? ask.statements_year ?? null;
  return (
    <Paper withBorder p="md" bg="gray.0" data-testid="answer">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fz="sm" fw={600}>
            {formatDateTime(answer.answered_at)}
          </Text>
          <Text fz="sm">{answer.author_name}</Text>
          <Badge variant="outline" color="gray" size="sm" radius="sm">
            {viaLabel(answer.via)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {asked('quarterly_sales') ? (
            <Field label="분기 매출">{formatWonReport(answer.sales)}</Field>
          ) : null}
          {asked('cash') ? <Field label="현금 잔고">{formatWonReport(answer.cash)}</Field> : null}
          {asked('headcount') ? (
            <Field label="임직원 수">{headcountText(answer.headcount)}</Field>
          ) : null}
        </SimpleGrid>
        {answer.statements && year !== null ? (
          <StatementTotals statements={answer.statements} year={year} />
        ) : null}
        {answer.note.trim() ? (
          <Field label="메모">
            <span style={{ whiteSpace: 'pre-wrap' }}>{answer.note}</span>
          </Field>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function AnswerHistory({
  answers,
  ask,
}: {
  answers: RequestAnswerDto[];
  ask: RequestAskDto;
}) {
  if (answers.length === 0) return <EmptyState text="아직 응답이 없습니다." py={24} />;
  return (
    <Stack gap="sm">
      {answers.map((answer, index) => (
        <Answer key={`${answer.answered_at}:${index}`} answer={answer} ask={ask} />
      ))}
    </Stack>
  );
}
