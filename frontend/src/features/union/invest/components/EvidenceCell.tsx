//! One member's file of one kind: its name with download and delete, or an upload button (PDF
//! only); the progress bar while its upload runs.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FilePicker } from '@/shared/ui/FilePicker';
import { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';
import { formatDate, formatFileSize } from '@/shared/format';
import { IconDownload, IconPlus } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { downloadEvidence, type ContributorDto, type EvidenceFileDto } from '../api';
import { PDF_ACCEPT, type EvidenceKindInfo } from '../evidence';
import type { Running } from '../useEvidenceChanges';
import { UploadProgress } from '@/shared/ui/UploadProgress';

export function EvidenceCell({
  unionId,
  member,
  kind,
  running,
  busy,
  onUpload,
  onDelete,
}: {
  unionId: number;
  member: ContributorDto;
  kind: EvidenceKindInfo;
  /** The upload under way into this cell, if any. */
  running: Running | null;
  busy: boolean;
  onUpload: (file: File) => void;
  onDelete: (file: EvidenceFileDto) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const file = member[kind.field] ?? null;
  const name = `${member.name} ${kind.label}`;

  if (running) return <UploadProgress names={running.names} percent={running.percent} />;

  if (!file) {
    return (
      <FilePicker
        label={`${name} 파일 선택`}
        accept={PDF_ACCEPT}
        disabled={busy}
        onPick={(files) => onUpload(files[0]!)}
      >
        {(open) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={busy}
            aria-label={`${name} 업로드`}
            onClick={open}
          >
            업로드
          </Button>
        )}
      </FilePicker>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEvidence(unionId, member.applicant_id, kind.kind, file);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text fz="sm" fw={500} style={{ wordBreak: 'break-all' }}>
        {file.file_name}
      </Text>
      <Text fz="xs" c="dimmed">
        {formatFileSize(file.size_bytes)} · {formatDate(file.uploaded_at)}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={downloading}
          aria-label={`${name} 다운로드`}
          onClick={() => void download()}
        >
          다운로드
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          c={busy ? undefined : 'red'}
          disabled={busy}
          aria-label={`${name} 삭제`}
          onClick={() => onDelete(file)}
        >
          삭제
        </Button>
      </Group>
    </Stack>
  );
}
