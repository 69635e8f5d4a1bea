//! '엑셀로 가져오기' on 투자 재원: the template to fill in (a sheet each for investments, later
//! rounds, recoveries and valuations), the picked file and its upload with progress. The server
//! records every row or none; refused, the modal stays open with the file still picked and every
//! refused row listed (scrollable: a long ledger can have many), so the GP fixes it and retries.
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { formatFileSize } from '@/shared/format';
import { FilePicker } from '@/shared/ui/FilePicker';
import { IconDownload } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import { useLedgerImport, type ImportRefusal } from '../hooks/useLedgerImport';
import { downloadLedgerTemplate, XLSX_ACCEPT } from '../ledgerImport';

export const LEDGER_IMPORT_TITLE = '투자 원장 엑셀 가져오기';
const EXPLANATION =
  '투자, 후속 투자, 회수, 가치 평가를 시트별로 한 번에 등록합니다. 양식을 내려받아 작성한 뒤 ' +
  '올려 주세요. 한 행이라도 잘못되면 아무것도 반영되지 않습니다.';

function Refusal({ refusal }: { refusal: ImportRefusal }) {
  if (refusal.kind === 'other') {
    return (
      <Alert color="red" variant="light">
        {refusal.message}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={refusal.summary}>
      <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
        <List size="sm" spacing={2} c="red.8" aria-label="반영하지 못한 행">
          {refusal.rows.map((row, index) => (
            <List.Item key={`${index}-${row}`}>{row}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}

export function LedgerImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { picked, running, refusal, pick, upload, reset } = useLedgerImport(onClose);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  const sending = running !== null;

  // A request under way cannot be taken back: the modal stays open to show how it ends.
  const close = () => {
    if (sending) return;
    reset();
    onClose();
  };

  const downloadTemplate = async () => {
    setFetchingTemplate(true);
    try {
      await downloadLedgerTemplate();
    } catch (error) {
      notifyError(
        error instanceof Error ? error.message : SERVER_ERROR_MESSAGE,
        '양식을 내려받지 못했습니다.',
      );
    } finally {
      setFetchingTemplate(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={LEDGER_IMPORT_TITLE}
      centered
      size="lg"
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
      withCloseButton={!sending}
    >
      <Stack gap="md">
        <Text fz="sm">{EXPLANATION}</Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={fetchingTemplate}
            disabled={sending}
            onClick={() => void downloadTemplate()}
          >
            양식 내려받기
          </Button>
          <FilePicker
            label="투자 원장 엑셀 파일 선택"
            accept={XLSX_ACCEPT}
            disabled={sending}
            onPick={([file]) => pick(file)}
          >
            {(open) => (
              <Button variant="light" onClick={open} disabled={sending}>
                {picked ? '다른 파일 선택' : '파일 선택'}
              </Button>
            )}
          </FilePicker>
        </Group>
        {picked ? (
          <Text fz="sm">
            <Text span fw={600} style={{ wordBreak: 'break-all' }}>
              {picked.file.name}
            </Text>{' '}
            <Text span fz="xs" c="dimmed">
              ({formatFileSize(picked.file.size)})
            </Text>
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            선택한 파일이 없습니다.
          </Text>
        )}
        {running ? <UploadProgress names={[running.name]} percent={running.percent} /> : null}
        {refusal ? <Refusal refusal={refusal} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={sending}>
            취소
          </Button>
          <Button onClick={() => void upload()} loading={sending} disabled={!picked || sending}>
            가져오기
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
