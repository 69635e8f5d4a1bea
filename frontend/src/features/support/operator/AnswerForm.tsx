//! The operator's answer to an inquiry: required, at most 5,000 characters; saving an answered
//! inquiry corrects its answer. The server's message shows under the field.
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import type { InquiryDto } from '../api';
import { charCounter, LIMITS, required } from '../model';
import { useAnswerInquiryMutation } from './api';

export function AnswerForm({ inquiry, onSaved }: { inquiry: InquiryDto; onSaved: () => void }) {
  const [answerInquiry, { isLoading }] = useAnswerInquiryMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { answer: inquiry.answer ?? '' },
    validate: {
      answer: required(
        '답변을 입력해 주세요.',
        LIMITS.answer,
        '답변을 5,000자 이내로 입력해 주세요.',
      ),
    },
  });

  const submit = async (answer: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await answerInquiry({
        inquiryId: inquiry.id,
        inquiryAnswerBody: { answer: answer.trim() },
      }).unwrap();
      notifySuccess('답변을 저장했습니다.');
      onSaved();
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) setProblem(unplaced[0]?.message ?? error.message);
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values.answer))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="답변"
          withAsterisk
          description={
            inquiry.status === 'answered'
              ? `이미 답변한 문의입니다. 저장하면 답변을 고칩니다. · ${charCounter(form.values.answer, LIMITS.answer)}`
              : charCounter(form.values.answer, LIMITS.answer)
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={8}
          maxLength={LIMITS.answer}
          placeholder="안녕하세요, 조합 운영팀입니다."
          {...form.getInputProps('answer')}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading} disabled={isLoading}>
            답변 저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
