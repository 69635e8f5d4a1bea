//! An inquiry's stored files, each with 다운로드 (fetched with the bearer token, saved under its
//! name); `children` adds what the screen allows beside them (the author's 파일 추가).
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';
import { formatFileSize } from '@/shared/format';
import { IconDownload, IconPaperclip } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import type { InquiryDto, InquiryFileDto } from '../api';
import { downloadInquiryFile } from '../files';

export function InquiryFiles({ inquiry, children }: { inquiry: InquiryDto; children?: ReactNode }) {
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (file: InquiryFileDto) => {
    setDownloading(file.id);
    try {
      await downloadInquiryFile(inquiry.id, file);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : DOWNLOAD_ERROR_MESSAGE, '다운로드 실패');
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label="첨부파일">
      <Text fz="sm" fw={600}>
        첨부파일{' '}
        <Text span fz="xs" c="dimmed">
          {inquiry.files.length}개
        </Text>
      </Text>
      {inquiry.files.length === 0 ? (
        <Text fz="sm" c="dimmed">
          첨부파일이 없습니다.
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {inquiry.files.map((file) => (
            <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconPaperclip size={16} color="var(--mantine-color-gray-6)" />
                <Text fz="sm" truncate>
                  {file.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatFileSize(file.size_bytes)}
                </Text>
              </Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={14} />}
                loading={downloading === file.id}
                aria-label={`${file.name} 다운로드`}
                onClick={() => void download(file)}
              >
                다운로드
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
