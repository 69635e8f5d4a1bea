//! The union form (create and edit): every field of UnionBody in sections (unionForm/), server
//! errors under fields.
import { Alert, Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { IconInfo } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import type { UnionBody } from '../api';
import { BasicInfoSection } from './unionForm/BasicInfoSection';
import { CoGpSection } from './unionForm/CoGpSection';
import { OperationSection } from './unionForm/OperationSection';
import { PeriodSection } from './unionForm/PeriodSection';
import { Section } from './unionForm/parts';
import { formToUnionBody, type UnionFormValues } from './unionFormValues';
import { asSubmitted } from '@/api/draft';

export const FORMED_NOTICE = '결성이 완료된 조합은 수정할 수 없습니다.';

export interface UnionFormProps {
  initialValues: UnionFormValues;
  /** Read-only view (a formed union): no save button. */
  readOnly?: boolean;
  submitLabel?: string;
  /** Sends the body; rejects with the ApiError of the failed request. */
  onSubmit: (body: UnionBody) => Promise<unknown>;
  onCancel: () => void;
}

export function UnionForm({
  initialValues,
  readOnly = false,
  submitLabel = '저장',
  onSubmit,
  onCancel,
}: UnionFormProps) {
  const form = useForm<UnionFormValues>({ mode: 'controlled', initialValues });
  // A second click before React re-renders the disabled button must not send twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (current: UnionFormValues) => {
    if (inFlight.current || readOnly) return;
    inFlight.current = true;
    form.setSubmitting(true);
    form.clearErrors();
    try {
      await onSubmit(asSubmitted(formToUnionBody(current)));
    } catch (caught) {
      const error = caught as ApiError;
      const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
      if (!applyProblem(form, error, { unique_number_taken: 'unique_number' }).placed) {
        notifyError(error.message);
      } else if (hasFieldErrors) {
        notifyError('입력 내용을 확인해 주세요.');
        // The first invalid field may be far above the save button: bring it into view.
        requestAnimationFrame(() => {
          const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
          first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          first?.focus({ preventScroll: true });
        });
      }
    } finally {
      inFlight.current = false;
      form.setSubmitting(false);
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((current) => void submit(current))(event);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {readOnly ? (
          <Alert color="gray" variant="light" icon={<IconInfo size={18} />}>
            {FORMED_NOTICE}
          </Alert>
        ) : null}
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
          <Stack gap="lg">
            <BasicInfoSection form={form} />
            <PeriodSection form={form} />
            <OperationSection form={form} />
            <CoGpSection form={form} />
            <Section title="비고">
              <Textarea
                aria-label="비고"
                rows={4}
                maxLength={2000}
                {...form.getInputProps('note')}
              />
            </Section>
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {readOnly ? '돌아가기' : '취소'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={form.submitting}>
              {submitLabel}
            </Button>
          )}
        </Group>
        {readOnly ? null : (
          <Text fz="xs" c="dimmed" ta="right">
            <Text span c="red">
              *
            </Text>{' '}
            표시는 필수 입력 항목입니다.
          </Text>
        )}
      </Stack>
    </form>
  );
}
