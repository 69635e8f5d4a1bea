//! One document kind of an application: its label ('필수' when the GP's closing notice asks for
//! it), the files sent, and an upload button with the progress of the upload under way.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FilePicker } from '@/shared/ui/FilePicker';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import { StoredFileRow } from '@/shared/ui/StoredFileRow';
import type { DocumentDto, DocumentKindDto } from '../api';
import type { RunningUpload } from '../hooks/useDocumentChanges';

function UploadButton({
  kind,
  disabled,
  onPick,
}: {
  kind: DocumentKindDto;
  disabled: boolean;
  onPick: (file: File) => void;
}) {
  return (
    <FilePicker
      label={`${kind.label} 파일 선택`}
      disabled={disabled}
      onPick={(files) => {
        if (files[0]) onPick(files[0]);
      }}
    >
      {(open) => (
        <Button size="xs" variant="light" disabled={disabled} onClick={open}>
          업로드
        </Button>
      )}
    </FilePicker>
  );
}

function DocumentLine({
  document,
  disabled,
  onDownload,
  onDelete,
}: {
  document: DocumentDto;
  disabled: boolean;
  onDownload: () => void;
  onDelete: () => void;
}) {
  return (
    <StoredFileRow file={document} onDownload={onDownload}>
      <Button
        variant="default"
        size="xs"
        c={disabled ? undefined : 'red'}
        disabled={disabled}
        aria-label={`${document.file_name} 삭제`}
        onClick={onDelete}
      >
        삭제
      </Button>
    </StoredFileRow>
  );
}

export function DocumentKindRow({
  kind,
  documents,
  open,
  busy,
  running,
  onUpload,
  onDownload,
  onDelete,
}: {
  kind: DocumentKindDto;
  documents: DocumentDto[];
  /** False once documents can no longer change (contribution closed). */
  open: boolean;
  busy: boolean;
  /** The upload under way in this kind, if any. */
  running: RunningUpload | null;
  onUpload: (file: File) => void;
  onDownload: (document: DocumentDto) => void;
  onDelete: (document: DocumentDto) => void;
}) {
  return (
    <Paper component="section" aria-label={kind.label} withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {kind.label}
            </Text>
            {kind.requested ? (
              <Badge color="red" variant="light" size="sm" radius="sm">
                필수
              </Badge>
            ) : null}
          </Group>
          <UploadButton kind={kind} disabled={busy || !open} onPick={onUpload} />
        </Group>
        {documents.length === 0 ? (
          <Text fz="xs" c="dimmed">
            제출한 파일이 없습니다.
          </Text>
        ) : (
          documents.map((document) => (
            <DocumentLine
              key={document.id}
              document={document}
              disabled={busy || !open}
              onDownload={() => onDownload(document)}
              onDelete={() => onDelete(document)}
            />
          ))
        )}
        {running ? <UploadProgress names={[running.name]} percent={running.percent} /> : null}
      </Stack>
    </Paper>
  );
}
