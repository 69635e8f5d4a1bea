//! The author's 파일 추가 under a question still waiting for its answer: the pick is checked
//! against the five-file limit and the size first, then each file is sent with its progress and
//! the question's files reload.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FilePicker } from '@/shared/ui/FilePicker';
import { IconPlus } from '@/shared/ui/icons';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import type { InquiryDto } from '../api';
import { useFileQueue } from '../hooks/useFileQueue';
import { FILE_HINT, fileRefusal, INQUIRY_FILE_ACCEPT, MAX_INQUIRY_FILES } from '../model';
import { FileQueue } from './FileQueue';

export function AddInquiryFiles({ inquiry }: { inquiry: InquiryDto }) {
  const queue = useFileQueue();
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = inquiry.files.length >= MAX_INQUIRY_FILES;

  const pick = async (files: File[]) => {
    if (queue.sending) return;
    const refused = fileRefusal(files, inquiry.files.length);
    setRefusal(refused);
    if (refused) return;
    const failures = await queue.send(inquiry.id, queue.add(files));
    queue.clear();
    if (failures.length === 0) {
      notifySuccess('파일을 첨부했습니다.');
    } else {
      notifyError(
        failures.map((failure) => `${failure.name}: ${failure.message}`).join('\n'),
        '첨부하지 못한 파일이 있습니다.',
      );
    }
  };

  return (
    <Stack gap="xs" pt="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fz="xs" c="dimmed">
          {full ? `첨부파일은 ${MAX_INQUIRY_FILES}개까지 올릴 수 있습니다.` : FILE_HINT}
        </Text>
        <FilePicker
          label="추가할 파일 선택"
          accept={INQUIRY_FILE_ACCEPT}
          multiple
          disabled={full || queue.sending}
          onPick={(files) => void pick(files)}
        >
          {(open) => (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={full || queue.sending}
              onClick={open}
            >
              파일 추가
            </Button>
          )}
        </FilePicker>
      </Group>
      {refusal ? (
        <Text fz="sm" c="red.7" role="alert">
          {refusal}
        </Text>
      ) : null}
      <FileQueue items={queue.items} />
    </Stack>
  );
}
