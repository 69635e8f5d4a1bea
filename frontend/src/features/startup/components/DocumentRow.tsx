//! One of a startup's documents: its name, size and upload date, the download button and any
//! other button the screen adds (the own edit tab's 삭제).
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatFileSize } from '@/shared/format';
import type { StartupDocumentDto } from '../startupApi';

export function DocumentRow({
  document,
  onDownload,
  children,
}: {
  document: StartupDocumentDto;
  onDownload: () => void;
  /** More buttons after 다운로드. */
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fz="sm" truncate>
          {document.file_name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatFileSize(document.size_bytes)} · {formatDate(document.uploaded_at)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          aria-label={`${document.file_name} 다운로드`}
          onClick={onDownload}
        >
          다운로드
        </Button>
        {children}
      </Group>
    </Group>
  );
}
