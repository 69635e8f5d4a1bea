//! The '엑셀로 등록' modal: the template download, a drop area for one xlsx file and the upload
//! with progress. The server adds every row or none; when it refuses, the modal stays open with
//! its reason and, for invalid rows, each row's problem so the user can fix the file.
import {
  Alert,
  Box,
  Button,
  Group,
  List,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { applicantChangeTags } from '@/api/tags';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { formatFileSize } from '@/shared/format';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { newIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { IconDownload } from '@/shared/ui/icons';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { applicantEndpoints } from '../applicantApi';
import {
  downloadImportTemplate,
  importApplicants,
  MAX_IMPORT_BYTES,
  XLSX_ACCEPT,
} from '../importApplicants';
import { FilePicker } from '@/shared/ui/FilePicker';

/** The chosen file with its own Idempotency-Key: a retry of this file cannot import twice. */
interface Chosen {
  file: File;
  key: string;
}

interface Failure {
  message: string;
  /** One text per invalid row ('3행: 좌수를 입력해 주세요'), for import_invalid_rows. */
  rows: string[];
}

/**
 * Why a file is refused before sending, or null. A dropped file skips the dialog's filter, so
 * the type is checked here too; the texts are the server's own for the same refusals.
 */
function refusalOf(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return '엑셀(xlsx) 파일만 가져올 수 있습니다.';
  if (file.size > MAX_IMPORT_BYTES) {
    return `파일은 ${formatFileSize(MAX_IMPORT_BYTES)}까지 올릴 수 있습니다.`;
  }
  return null;
}

function failureOf(error: unknown): Failure {
  if (!(error instanceof UploadError)) return { message: SERVER_ERROR_MESSAGE, rows: [] };
  const rows = error.code === 'import_invalid_rows' ? error.errors.map((item) => item.message) : [];
  return { message: error.message, rows };
}

export function ImportApplicantsModal({
  unionId,
  opened,
  onClose,
}: {
  unionId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** Percent sent while the upload runs; null otherwise. */
  const [percent, setPercent] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  const sending = percent !== null;

  const reset = () => {
    setChosen(null);
    setFailure(null);
    onClose();
  };
  // A request under way cannot be taken back: the modal stays open to show how it ends.
  const close = () => {
    if (!sending) reset();
  };

  const choose = (file: File | undefined) => {
    if (!file || sending) return;
    const refusal = refusalOf(file);
    setChosen(refusal ? null : { file, key: newIdempotencyKey() });
    setFailure(refusal ? { message: refusal, rows: [] } : null);
  };

  const downloadTemplate = async () => {
    setFetchingTemplate(true);
    try {
      await downloadImportTemplate();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : SERVER_ERROR_MESSAGE);
    } finally {
      setFetchingTemplate(false);
    }
  };

  const submit = async () => {
    if (!chosen || sending) return;
    setFailure(null);
    setPercent(0);
    try {
      const { imported } = await importApplicants(unionId, chosen.file, chosen.key, setPercent);
      // Only a success changes the list (a refusal imports nothing). After a network failure
      // the user retries this file with the same key and gets here with the server's answer.
      dispatch(applicantEndpoints.util.invalidateTags(applicantChangeTags(unionId)));
      notifySuccess(`${imported}명을 등록했습니다.`);
      setPercent(null);
      reset();
    } catch (error) {
      setFailure(failureOf(error));
      setPercent(null);
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="엑셀로 출자자 등록"
      centered
      size="lg"
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
      withCloseButton={!sending}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz="sm">
            양식을 내려받아 한 행에 한 명씩 이름, 구분(개인/법인), 좌수, 연락처, 이메일을 적어
            주세요.
          </Text>
          <Text fz="sm" c="dimmed">
            잘못된 행이 하나라도 있으면 아무것도 등록하지 않습니다. 엑셀(xlsx) 파일을{' '}
            {formatFileSize(MAX_IMPORT_BYTES)}까지 올릴 수 있습니다.
          </Text>
        </Stack>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={fetchingTemplate}
            disabled={sending}
            onClick={() => void downloadTemplate()}
          >
            양식 다운로드
          </Button>
        </Group>
        <FilePicker
          label="엑셀 파일 선택"
          accept={XLSX_ACCEPT}
          disabled={sending}
          onPick={(files) => choose(files[0])}
        >
          {(open) => (
            <Box
              role="button"
              tabIndex={sending ? -1 : 0}
              aria-label="엑셀 파일을 끌어다 놓거나 눌러서 선택"
              aria-disabled={sending}
              onClick={sending ? undefined : open}
              onKeyDown={(event) => {
                if (sending || (event.key !== 'Enter' && event.key !== ' ')) return;
                event.preventDefault();
                open();
              }}
              // preventDefault on dragover is what lets the box accept a drop at all.
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              p="xl"
              ta="center"
              bg={dragging ? 'blue.0' : 'gray.0'}
              style={{
                border: `1px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-4'})`,
                borderRadius: 'var(--mantine-radius-md)',
                cursor: sending ? 'default' : 'pointer',
              }}
            >
              {chosen ? (
                <Stack gap={2}>
                  <Text fw={600} style={{ wordBreak: 'break-all' }}>
                    {chosen.file.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatFileSize(chosen.file.size)} · 다른 파일을 놓거나 눌러서 바꿀 수 있습니다.
                  </Text>
                </Stack>
              ) : (
                <Text fz="sm" c="dimmed">
                  엑셀 파일을 여기에 끌어다 놓거나 눌러서 선택해 주세요.
                </Text>
              )}
            </Box>
          )}
        </FilePicker>
        {percent !== null ? (
          <Stack gap={4}>
            <Group justify="space-between" gap="sm">
              <Text fz="xs" c="dimmed">
                등록 중
              </Text>
              {/* At 100% the file is sent but the server is still reading its rows. */}
              <Text fz="xs" c="dimmed">
                {percent < 100 ? `${percent}%` : '처리 중'}
              </Text>
            </Group>
            <Progress value={percent} size="sm" aria-label="업로드 진행률" />
          </Stack>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light">
            <Stack gap="xs">
              <Text fz="sm">{failure.message}</Text>
              {failure.rows.length > 0 ? (
                // Hundreds of rows can be wrong: the list scrolls instead of growing the modal.
                <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
                  <List size="sm" spacing={2} aria-label="잘못된 행">
                    {failure.rows.map((row, index) => (
                      <List.Item key={index}>{row}</List.Item>
                    ))}
                  </List>
                </ScrollArea.Autosize>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={sending}>
            취소
          </Button>
          <Button onClick={() => void submit()} loading={sending} disabled={!chosen || sending}>
            등록
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
