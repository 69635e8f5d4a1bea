//! The asked documents: for each code its files uploaded for the request and a button that adds
//! more, with the progress of the file being sent. They are stored as soon as they are sent; the
//! answer only checks that every code has one.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatFileSize, formatNumber } from '@/shared/format';
import { FilePicker } from '@/shared/ui/FilePicker';
import { IconPlus } from '@/shared/ui/icons';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import type { CompanyDocumentCode, StartupDocumentDto } from '../api';
import type { RunningUpload } from '../hooks/useRequestUploads';

/** '사업자등록증.pdf', or '사업자등록증.pdf (2/3)' among several picked files. */
const runningName = (running: RunningUpload) =>
  running.count > 1 ? `${running.name} (${running.index}/${running.count})` : running.name;

function KindRow({
  label,
  documents,
  running,
  disabled,
  onUpload,
}: {
  label: string;
  documents: StartupDocumentDto[];
  running: RunningUpload | null;
  disabled: boolean;
  onUpload: (files: File[]) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {label}
            </Text>
            <Badge variant="light" color={documents.length > 0 ? 'green' : 'gray'}>
              {documents.length > 0 ? `${formatNumber(documents.length)}개 올림` : '미제출'}
            </Badge>
          </Group>
          <FilePicker label={`${label} 파일 선택`} multiple disabled={disabled} onPick={onUpload}>
            {(open) => (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={disabled}
                onClick={open}
              >
                파일 올리기
              </Button>
            )}
          </FilePicker>
        </Group>
        {running ? (
          <UploadProgress names={[runningName(running)]} percent={running.percent} />
        ) : null}
        {documents.map((document) => (
          <Text key={document.id} fz="sm">
            {document.file_name}{' '}
            <Text span fz="xs" c="dimmed">
              {formatFileSize(document.size_bytes)} · {formatDate(document.uploaded_at)}
            </Text>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

export function RequestedDocuments({
  kinds,
  documents,
  running,
  onUpload,
}: {
  kinds: { code: CompanyDocumentCode; label: string }[];
  /** The documents uploaded for the request so far. */
  documents: StartupDocumentDto[];
  running: RunningUpload | null;
  onUpload: (kind: CompanyDocumentCode, files: File[]) => void;
}) {
  return (
    <Stack gap="xs">
      {kinds.map((kind) => (
        <KindRow
          key={kind.code}
          label={kind.label}
          documents={documents.filter((document) => document.kind === kind.code)}
          running={running?.kind === kind.code ? running : null}
          disabled={running !== null}
          onUpload={(files) => onUpload(kind.code, files)}
        />
      ))}
    </Stack>
  );
}
