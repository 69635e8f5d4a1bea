//! One document code on the '자료' tab: its label and count, its files (download, delete) and the
//! button that adds one or more files, with the progress of the file being sent.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { FilePicker } from '@/shared/ui/FilePicker';
import { IconPlus } from '@/shared/ui/icons';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import { StoredFileRow } from '@/shared/ui/StoredFileRow';
import type { StartupDocumentDto } from '@/features/startup/api';
import type { RunningUpload } from '../hooks/useDocumentChanges';

/** '사업자등록증.pdf', or '사업자등록증.pdf (2/3)' among several picked files. */
const runningName = (running: RunningUpload) =>
  running.count > 1 ? `${running.name} (${running.index}/${running.count})` : running.name;

export function DocumentKindPanel({
  label,
  documents,
  max,
  busy,
  running,
  onUpload,
  onDownload,
  onDelete,
}: {
  label: string;
  documents: StartupDocumentDto[];
  /** The most files one code may hold. */
  max: number;
  busy: boolean;
  /** The upload under way in this code, if any. */
  running: RunningUpload | null;
  onUpload: (files: File[]) => void;
  onDownload: (document: StartupDocumentDto) => void;
  onDelete: (document: StartupDocumentDto) => void;
}) {
  const full = documents.length >= max;
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Title order={3} fz="md">
              {label}
            </Title>
            <Badge variant="light" color={documents.length > 0 ? 'blue' : 'gray'}>
              {formatNumber(documents.length)} / {formatNumber(max)}개
            </Badge>
          </Group>
          <FilePicker
            label={`${label} 파일 선택`}
            multiple
            disabled={busy || full}
            onPick={onUpload}
          >
            {(open) => (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={busy || full}
                onClick={open}
              >
                파일 추가
              </Button>
            )}
          </FilePicker>
        </Group>
        {running ? (
          <UploadProgress names={[runningName(running)]} percent={running.percent} />
        ) : null}
        {documents.length === 0 ? (
          <Text fz="sm" c="dimmed">
            등록된 파일이 없습니다.
          </Text>
        ) : (
          documents.map((document) => (
            <StoredFileRow
              key={document.id}
              file={document}
              onDownload={() => onDownload(document)}
            >
              <Button
                variant="default"
                size="xs"
                c={busy ? undefined : 'red'}
                disabled={busy}
                aria-label={`${document.file_name} 삭제`}
                onClick={() => onDelete(document)}
              >
                삭제
              </Button>
            </StoredFileRow>
          ))
        )}
      </Stack>
    </Paper>
  );
}
