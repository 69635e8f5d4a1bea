//! One stored file as every file list shows it: its name, size and upload date, 다운로드, and
//! any other button the screen adds after it (삭제, …).
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatFileSize } from '@/shared/format';

export interface StoredFile {
  file_name: string;
  size_bytes: number;
  uploaded_at: string;
}

export function StoredFileRow({
  file,
  onDownload,
  children,
}: {
  file: StoredFile;
  onDownload: () => void;
  /** More buttons after 다운로드. */
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="sm" truncate>
          {file.file_name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatFileSize(file.size_bytes)} · {formatDate(file.uploaded_at)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          aria-label={`${file.file_name} 다운로드`}
          onClick={onDownload}
        >
          다운로드
        </Button>
        {children}
      </Group>
    </Group>
  );
}
