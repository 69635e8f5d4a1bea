//! The operator's notice: 제목, 내용 (plain text, line breaks kept) and 상단 고정. An empty
//! title or body is refused before anything is sent; the server's messages show under fields.
import { Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveForm } from '@/shared/hooks/useSaveForm';
import type { FormControls } from '@/shared/ui/FormModal';
import { SaveActions } from '@/shared/ui/SaveActions';
import type { NoticeDto } from '../api';
import { charCounter, LIMITS, required } from '../model';
import { useCreateNoticeMutation, useUpdateNoticeMutation } from './api';

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
}: { notice: NoticeDto | null } & FormControls) {
  const [createNotice, creating] = useCreateNoticeMutation();
  const [updateNotice, updating] = useUpdateNoticeMutation();
  const saving = creating.isLoading || updating.isLoading;
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

  const { problem, handleSubmit } = useSaveForm(form, {
    send: (values, idempotencyKey) => {
      const noticeBody = {
        title: values.title.trim(),
        body: values.body.trim(),
        pinned: values.pinned,
      };
      return notice
        ? updateNotice({ noticeId: notice.id, noticeBody }).unwrap()
        : createNotice({ 'Idempotency-Key': idempotencyKey(), noticeBody }).unwrap();
    },
    savedMessage: notice ? '공지사항을 수정했습니다.' : '공지사항을 등록했습니다.',
    onSaved,
  });

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
        <SaveActions problem={problem} saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
