//! The operator's notice: 제목, 내용 (plain text, line breaks kept) and 상단 고정. An empty
//! title or body is refused before anything is sent; the server's messages show under fields.
import { Alert, Button, Checkbox, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { notifySuccess } from '@/shared/ui/notify';
import type { NoticeDto } from '../api';
import { charCounter, LIMITS, required } from '../model';
import { useCreateNoticeMutation, useUpdateNoticeMutation } from './api';
import type { EditorControls } from './EditorModal';

interface NoticeValues {
  title: string;
  body: string;
  pinned: boolean;
}

export function NoticeForm({
  notice,
  onCancel,
  onSaved,
  onChanged,
}: { notice: NoticeDto | null } & EditorControls) {
  const [createNotice, creating] = useCreateNoticeMutation();
  const [updateNotice, updating] = useUpdateNoticeMutation();
  const saving = creating.isLoading || updating.isLoading;
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const idempotency = useIdempotencyKey();
  const form = useForm<NoticeValues>({
    mode: 'controlled',
    initialValues: {
      title: notice?.title ?? '',
      body: notice?.body ?? '',
      pinned: notice?.pinned ?? false,
    },
    onValuesChange: onChanged,
    validate: {
      title: required('제목을 입력해 주세요.', LIMITS.title, '제목을 100자 이내로 입력해 주세요.'),
      body: required(
        '내용을 입력해 주세요.',
        LIMITS.noticeBody,
        '내용을 20,000자 이내로 입력해 주세요.',
      ),
    },
  });

  const submit = async (values: NoticeValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    const noticeBody = {
      title: values.title.trim(),
      body: values.body.trim(),
      pinned: values.pinned,
    };
    try {
      if (notice) await updateNotice({ noticeId: notice.id, noticeBody }).unwrap();
      else {
        await createNotice({ 'Idempotency-Key': idempotency.key(), noticeBody }).unwrap();
        idempotency.renew();
      }
      notifySuccess(notice ? '공지사항을 수정했습니다.' : '공지사항을 등록했습니다.');
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
    form.onSubmit((values) => void submit(values))(event);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="제목"
          withAsterisk
          maxLength={LIMITS.title}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label="내용"
          withAsterisk
          description={charCounter(form.values.body, LIMITS.noticeBody)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={12}
          maxLength={LIMITS.noticeBody}
          {...form.getInputProps('body')}
        />
        <Checkbox
          label="상단 고정"
          description="고정한 공지는 목록 맨 위에 '공지'로 표시됩니다."
          {...form.getInputProps('pinned', { type: 'checkbox' })}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            취소
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
