//! A request's answers, the latest first: when, by whom and the values given (a correction is a
//! second answer, so the first one stays readable).
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import type { RequestAnswerDto, YearFiguresBody } from '../api';
import { BALANCE_ROWS, INCOME_ROWS } from '../startupParts';

const won = (value: number) => `${formatNumber(value)}원`;

/** The statement lines that were given, with their 재무 tab labels. */
function statementLines(statements: YearFiguresBody) {
  const lines = [
    ...BALANCE_ROWS.map((row) => ({ label: row.label, value: statements.balance[row.key] })),
    ...INCOME_ROWS.map((row) => ({ label: row.label, value: statements.income[row.key] })),
  ];
  return lines.flatMap(({ label, value }) =>
    value === null || value === undefined ? [] : [{ label, value }],
  );
}

function AnswerValues({ answer }: { answer: RequestAnswerDto }) {
  const { statements } = answer;
  const year = statements?.balance.year ?? statements?.income.year;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Field label="일시">{formatDateTime(answer.answered_at)}</Field>
        <Field label="작성자">{answer.author_name}</Field>
        {answer.sales !== null && answer.sales !== undefined ? (
          <Field label="분기 매출">{won(answer.sales)}</Field>
        ) : null}
        {answer.cash !== null && answer.cash !== undefined ? (
          <Field label="현금 잔고">{won(answer.cash)}</Field>
        ) : null}
        {answer.headcount !== null && answer.headcount !== undefined ? (
          <Field label="임직원 수">{formatNumber(answer.headcount)}명</Field>
        ) : null}
      </SimpleGrid>
      {statements ? (
        <details>
          <summary>
            <Text span fz="sm">
              {year ? `${year}년 ` : ''}재무제표 보기
            </Text>
          </summary>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
            {statementLines(statements).map((line) => (
              <Field key={line.label} label={line.label}>
                {won(line.value)}
              </Field>
            ))}
          </SimpleGrid>
        </details>
      ) : null}
      {answer.note ? (
        <Field label="메모">
          <span style={{ whiteSpace: 'pre-wrap' }}>{answer.note}</span>
        </Field>
      ) : null}
    </Stack>
  );
}

export function AnswerHistory({ answers }: { answers: RequestAnswerDto[] }) {
  return (
    <Stack gap="xs" component="section" aria-label="제출 내역">
      <Title order={3} fz="sm">
        제출 내역 ({formatNumber(answers.length)}건)
      </Title>
      {answers.map((answer, index) => (
        <Paper key={`${answer.answered_at}-${index}`} withBorder p="sm" bg="gray.0">
          <AnswerValues answer={answer} />
        </Paper>
      ))}
    </Stack>
  );
}
