//! The request form: the message to the startups, what is asked and by when, and whom. The
//! server checks it; its field messages show under their fields.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifyError } from '@/shared/ui/notify';
import type { DataRequestBody } from '../api';
import { AskFields } from './AskFields';
import { FormSection } from '@/shared/ui/FormSection';
import { emptyRequestForm, toRequestBody, type RequestFormValues } from './requestForm';
import { StartupPicker } from './StartupPicker';

export function RequestForm({
  today,
  onSubmit,
  onCancel,
}: {
  /** Korean today ('YYYY-MM-DD'): the defaults and the earliest due date. */
  today: string;
  /** Sends the body; rejects with the ApiError of the failed request. */
  onSubmit: (body: DataRequestBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    initialValues: emptyRequestForm(today),
  });
  // A second click before React re-renders the disabled button must not send twice: the
  // endpoint takes no idempotency key, and each send mails every startup.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: RequestFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    form.setSubmitting(true);
    form.clearErrors();
    try {
      await onSubmit(toRequestBody(values));
    } catch (caught) {
      const error = caught as ApiError;
      const applied = applyProblem(form, error, { startup_not_found: 'startups' });
      const unplaced = applied.unplaced[0]?.message;
      if (!applied.placed) notifyError(error.message);
      else if (unplaced !== undefined) notifyError(unplaced);
      // The first invalid field may be far from the button: bring it into view.
      requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        first?.focus({ preventScroll: true });
      });
    } finally {
      inFlight.current = false;
      form.setSubmitting(false);
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <FormSection title="요청 개요">
          <TextInput label="제목" withAsterisk maxLength={100} {...form.getInputProps('title')} />
          <Textarea
            label="요청 내용"
            description="기업에 보내는 메일에 함께 적힙니다."
            rows={5}
            maxLength={2000}
            {...form.getInputProps('message')}
          />
        </FormSection>
        <FormSection title="요청 자료">
          <AskFields form={form} today={today} />
          <TextInput
            label="기한"
            type="date"
            withAsterisk
            min={today}
            w={{ base: '100%', sm: 240 }}
            {...form.getInputProps('due_on')}
          />
        </FormSection>
        <FormSection
          title="요청 기업"
          description="기업마다 전용 링크가 담긴 메일을 보내고, 기한 전후로 알림을 보냅니다. 이번 달 무료 한도(베이직 10곳, 스탠다드 50곳, 프리미엄 무제한)를 넘는 기업은 1곳당 500P가 차감됩니다."
        >
          <StartupPicker form={form} />
        </FormSection>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            취소
          </Button>
          <Button type="submit" loading={form.submitting}>
            요청 보내기
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
