//! The 1:1 question: 유형, 제목 and 내용, and up to five files picked before sending (their count
//! and size checked here first). Sending creates the inquiry, then uploads each file with its
//! own progress, then opens the new inquiry. The server's field messages show under their fields.
import { Alert, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { FilePicker } from '@/shared/ui/FilePicker';
import { FormSection } from '@/shared/ui/FormSection';
import { IconPaperclip } from '@/shared/ui/icons';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useCreateInquiryMutation, type InquiryCategoryCode } from '../api';
import { useFileQueue } from '../hooks/useFileQueue';
import {
  charCounter,
  FILE_HINT,
  fileRefusal,
  INQUIRY_CATEGORIES,
  INQUIRY_FILE_ACCEPT,
  LIMITS,
  MAX_INQUIRY_FILES,
  required,
} from '../model';
import { inquiryDetailPath } from '../paths';
import { FileQueue } from './FileQueue';

interface InquiryValues {
  category: string | null;
  title: string;
  body: string;
}

const BODY_PLACEHOLDER =
  '문의하실 내용을 자세히 적어 주세요.\n화면 이름, 조합명, 오류 메시지를 함께 적어 주시면 더 빠르게 확인할 수 있습니다.';

export function InquiryForm() {
  const navigate = useNavigate();
  const [createInquiry, { isLoading: creating }] = useCreateInquiryMutation();
  const idempotency = useIdempotencyKey();
  const queue = useFileQueue();
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A second click (or Enter) before the button shows it is busy must not send twice.
  const inFlight = useRef(false);
  const busy = creating || queue.sending;
  const form = useForm<InquiryValues>({
    mode: 'controlled',
    initialValues: { category: null, title: '', body: '' },
    validate: {
      category: (value) => (value ? null : '문의 유형을 선택해 주세요.'),
      title: required('제목을 입력해 주세요.', LIMITS.title, '제목을 100자 이내로 입력해 주세요.'),
      body: required(
        '내용을 입력해 주세요.',
        LIMITS.inquiryBody,
        '내용을 5,000자 이내로 입력해 주세요.',
      ),
    },
  });

  const pick = (files: File[]) => {
    const refusal = fileRefusal(files, queue.items.length);
    setFileError(refusal);
    if (!refusal) queue.add(files);
  };

  const submit = async (values: InquiryValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const inquiry = await createInquiry({
        'Idempotency-Key': idempotency.key(),
        inquiryBody: {
          category: values.category as InquiryCategoryCode,
          title: values.title.trim(),
          body: values.body.trim(),
        },
      }).unwrap();
      idempotency.renew();
      const failures = await queue.send(inquiry.id);
      notifySuccess('문의를 등록했습니다.');
      if (failures.length > 0) {
        const names = failures.map((failure) => `${failure.name}: ${failure.message}`);
        notifyError(
          `${names.join('\n')}\n문의 상세에서 다시 첨부할 수 있습니다.`,
          '첨부하지 못한 파일이 있습니다.',
        );
      }
      void navigate(inquiryDetailPath(inquiry.id));
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
      <FormSection
        title="문의 작성"
        description="운영팀이 확인한 뒤 문의 내역에서 답변을 드립니다."
      >
        <Select
          label="문의 유형"
          withAsterisk
          placeholder="문의 유형을 선택해 주세요"
          data={INQUIRY_CATEGORIES}
          allowDeselect={false}
          disabled={busy}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('category')}
        />
        <TextInput
          label="제목"
          withAsterisk
          maxLength={LIMITS.title}
          placeholder="문의 제목을 입력해 주세요"
          disabled={busy}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="내용"
          withAsterisk
          description={charCounter(form.values.body, LIMITS.inquiryBody)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          rows={10}
          maxLength={LIMITS.inquiryBody}
          placeholder={BODY_PLACEHOLDER}
          disabled={busy}
          {...form.getInputProps('body')}
        />
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fz="sm" fw={500}>
              첨부파일{' '}
              <Text span fz="xs" c="dimmed">
                ({queue.items.length}/{MAX_INQUIRY_FILES})
              </Text>
            </Text>
            <FilePicker
              label="첨부파일 선택"
              accept={INQUIRY_FILE_ACCEPT}
              multiple
              disabled={busy || queue.items.length >= MAX_INQUIRY_FILES}
              onPick={pick}
            >
              {(open) => (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPaperclip size={14} />}
                  disabled={busy || queue.items.length >= MAX_INQUIRY_FILES}
                  onClick={open}
                >
                  파일 선택
                </Button>
              )}
            </FilePicker>
          </Group>
          <Text fz="xs" c="dimmed">
            {FILE_HINT}
          </Text>
          {fileError ? (
            <Text fz="sm" c="red.7" role="alert">
              {fileError}
            </Text>
          ) : null}
          <FileQueue
            items={queue.items}
            onRemove={
              busy
                ? undefined
                : (key) => {
                    setFileError(null);
                    queue.remove(key);
                  }
            }
          />
        </Stack>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={busy} miw={140}>
            문의 등록
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
