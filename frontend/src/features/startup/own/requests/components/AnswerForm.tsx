//! The one answer form of the inbox and the mailed link: only what the request asks (the
//! quarter's sales, cash and headcount, the year's two statements with the 재무 tab's lines, the
//! documents) and a note. A refusal puts each message beside its field; one submit at a time.
import { Button, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type ReactNode } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifyError } from '@/shared/ui/notify';
import {
  answerBody,
  answerToForm,
  asksStatements,
  sortErrors,
  statementsToForm,
  type AnswerFormValues,
  type SortedErrors,
} from '../answerForm';
import type { RequestAnswerDto, RequestAskDto, SubmitAnswer } from '../api';
import { asks } from '../model';
import {
  BALANCE_ROWS,
  FigureStatement,
  INCOME_ROWS,
  SIGNED_BALANCE,
  WholeNumberInput,
  type FiguresFormValues,
} from '../startupParts';

export const CHECK_INPUT = '입력 내용을 확인해 주세요.';
export const NOTE_MAX = 1000;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const SectionError = ({ children }: { children?: string }) =>
  children ? (
    <Text fz="sm" c="red.7" role="alert">
      {children}
    </Text>
  ) : null;

export function AnswerForm({
  ask,
  previous,
  documents,
  busy = false,
  submitLabel = '제출',
  onSubmit,
  onCancel,
}: {
  ask: RequestAskDto;
  /** The latest answer: a correction starts from it. */
  previous?: RequestAnswerDto;
  /** The asked documents' uploads, shown when documents are asked (their refusal under them). */
  documents?: ReactNode;
  /** An upload is under way: the answer waits for it (the server would not count it yet). */
  busy?: boolean;
  submitLabel?: string;
  onSubmit: SubmitAnswer;
  onCancel?: () => void;
}) {
  const form = useForm<AnswerFormValues>({
    mode: 'controlled',
    initialValues: answerToForm(previous),
  });
  const statements = useForm<FiguresFormValues>({
    mode: 'controlled',
    initialValues: statementsToForm(previous),
  });
  const [sections, setSections] = useState<SortedErrors['sections']>({});
  const [sending, setSending] = useState(false);
  // The button's state lags a render: a quick second click must not send twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showRefusal = (error: ApiError) => {
    const sorted = sortErrors(error.fieldErrors ?? {});
    const onAnswer = applyProblem(form, { ...error, code: null, fieldErrors: sorted.answer });
    const onStatements = applyProblem(statements, {
      ...error,
      code: null,
      fieldErrors: sorted.statements,
    });
    setSections(sorted.sections);
    const unplaced = [...onAnswer.unplaced, ...onStatements.unplaced].map((item) => item.message);
    const placed =
      onAnswer.placed || onStatements.placed || Object.keys(sorted.sections).length > 0;
    notifyError(unplaced.join('\n') || (placed ? CHECK_INPUT : error.message));
    // The first invalid field may be far from the submit button.
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [role="alert"]',
      );
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      first?.focus({ preventScroll: true });
    });
  };

  const submit = async () => {
    if (inFlight.current || busy) return;
    inFlight.current = true;
    setSending(true);
    form.clearErrors();
    statements.clearErrors();
    setSections({});
    try {
      await onSubmit(answerBody(ask, form.getValues(), statements.getValues()));
    } catch (caught) {
      showRefusal(caught as ApiError);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const quarterly = (['quarterly_sales', 'cash', 'headcount'] as const).some((item) =>
    asks(ask, item),
  );
  const year = ask.statements_year;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="자료 제출"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xl">
        {quarterly ? (
          <Part title={`${ask.period_label} 실적`}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {asks(ask, 'quarterly_sales') ? (
                <WholeNumberInput
                  label="분기 매출"
                  unit="원"
                  withAsterisk
                  {...form.getInputProps('sales')}
                />
              ) : null}
              {asks(ask, 'cash') ? (
                <WholeNumberInput
                  label="현금 잔고"
                  unit="원"
                  withAsterisk
                  {...form.getInputProps('cash')}
                />
              ) : null}
              {asks(ask, 'headcount') ? (
                <WholeNumberInput
                  label="임직원 수"
                  unit="명"
                  withAsterisk
                  {...form.getInputProps('headcount')}
                />
              ) : null}
            </SimpleGrid>
          </Part>
        ) : null}
        {asksStatements(ask) ? (
          <Part title={`${year}년 재무제표`}>
            <Text fz="sm" c="dimmed">
              금액은 원 단위로 입력합니다. 비워 둔 항목은 &apos;-&apos;(미입력)로 저장됩니다.
            </Text>
            <SectionError>{sections.statements}</SectionError>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} verticalSpacing="lg">
              <FigureStatement
                title={`재무상태표 (${year}년)`}
                rows={BALANCE_ROWS}
                prefix="balance"
                form={statements}
                signed={(key) => SIGNED_BALANCE.includes(key)}
              />
              <FigureStatement
                title={`손익계산서 (${year}년)`}
                rows={INCOME_ROWS}
                prefix="income"
                form={statements}
                signed={() => true}
              />
            </SimpleGrid>
          </Part>
        ) : null}
        {documents && asks(ask, 'documents') ? (
          <Part title="요청 서류">
            {documents}
            <SectionError>{sections.documents}</SectionError>
          </Part>
        ) : null}
        <Textarea
          label="메모"
          description="투자사에 전할 내용이 있으면 적어 주세요."
          rows={3}
          maxLength={NOTE_MAX}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={sending}>
              취소
            </Button>
          ) : null}
          <Button type="submit" loading={sending} disabled={busy} miw={96}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
