//! The bulk upload card: how bulk files must be named (with this union's registered name), the
//! drop area, and the progress while the files are sent.
import { Code, List, Paper, Stack, Title } from '@mantine/core';
import { formatFileSize } from '@/shared/format';
import { BULK_ACCEPT, bulkFileName } from '../evidence';
import { BULK_TARGET, type Running } from '../useEvidenceChanges';
import { DropArea } from './DropArea';
import { UploadProgress } from '@/shared/ui/UploadProgress';

/** pre-wrap: a name registered with two spaces in a row must show them, or copying it fails. */
const exact = { whiteSpace: 'pre-wrap' } as const;

export function BulkUploadCard({
  unionName,
  maxFileBytes,
  running,
  disabled,
  onDrop,
}: {
  unionName: string;
  maxFileBytes: number;
  running: Running | null;
  disabled: boolean;
  onDrop: (files: File[]) => void;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" role="region" aria-label="출자확인서 일괄 업로드">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          출자확인서 일괄 업로드
        </Title>
        <List size="sm" spacing={4} c="dimmed">
          <List.Item>
            파일 이름은 <Code style={exact}>{bulkFileName(unionName)}</Code> 형식이어야 합니다.
            조합명은 등록된 조합명과 띄어쓰기까지 똑같이 적어 주세요. (예:{' '}
            <Code style={exact}>{bulkFileName(unionName, '홍길동')}</Code>)
          </List.Item>
          <List.Item>PDF 파일 여러 개, 또는 PDF를 묶은 ZIP 파일을 올릴 수 있습니다.</List.Item>
          <List.Item>
            PDF 파일은 한 개당 {formatFileSize(maxFileBytes)}까지 올릴 수 있습니다.
          </List.Item>
          <List.Item>
            이름이 일치하는 조합원의 출자확인서로 등록되며, 이미 있던 파일은 새 파일로 바뀝니다.
          </List.Item>
        </List>
        <DropArea
          label="일괄 업로드 파일을 놓는 곳"
          pickerLabel="일괄 업로드 파일 선택"
          accept={BULK_ACCEPT}
          disabled={disabled}
          onDrop={onDrop}
        />
        {running?.target === BULK_TARGET ? (
          <UploadProgress names={running.names} percent={running.percent} />
        ) : null}
      </Stack>
    </Paper>
  );
}
