//! A new comment on the task: the text and '등록'. An empty text is refused before anything is
//! sent; the server's message shows under the field.
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { useAddTaskCommentMutation } from '../api';
import { length, LIMITS, TEXT } from '../model';

export function CommentForm({ taskId }: { taskId: number }) {
  const [addComment, { isLoading }] = useAddTaskCommentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '' },
    validate: {
      body: (value: string) => {
        const text = value.trim();
        return !text || length(text) > LIMITS.comment ? TEXT.comment : null;
      },
    },
  });

  const submit = async ({ body }: { body: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await addComment({ taskId, taskCommentBody: { body: body.trim() } }).unwrap();
      notifySuccess('댓글을 등록했습니다.');
      form.reset();
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
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="댓글"
          placeholder="진행 상황이나 확인할 내용을 남겨 주세요."
          description={`${formatNumber(length(form.values.body))} / ${formatNumber(LIMITS.comment)}자`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={3}
          maxLength={LIMITS.comment}
          {...form.getInputProps('body')}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading} disabled={isLoading}>
            등록
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
