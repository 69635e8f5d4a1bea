//! '엑셀로 입력' on the '재무 정보' tab: the sheet to fill in (the stored years already in it) and
//! its import, with the upload's progress and then '가져왔습니다' or the reason, every refused row
//! listed (scrollable: a long sheet can have many).
import { Alert, Button, Group, List, ScrollArea, Stack, Text } from '@mantine/core';
import { FilePicker } from '@/shared/ui/FilePicker';
import { IconCheck, IconDownload } from '@/shared/ui/icons';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import { downloadFiguresSheet } from '@/features/startup/figures';
import { useFiguresImport, type ImportOutcome } from '../hooks/useFiguresImport';
import { FormSection } from '@/shared/ui/FormSection';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const IMPORTED = '가져왔습니다.';

function Outcome({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  if (outcome.ok) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCheck size={18} />}
        withCloseButton
        closeButtonLabel="닫기"
        onClose={onClose}
      >
        {IMPORTED}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      title={outcome.message}
      withCloseButton
      closeButtonLabel="닫기"
      onClose={onClose}
    >
      {outcome.rows.length > 0 ? (
        <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars>
          <List size="sm" spacing={2} aria-label="가져오지 못한 행">
            {outcome.rows.map((row, index) => (
              <List.Item key={`${index}-${row}`}>{row}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      ) : null}
    </Alert>
  );
}

export function FiguresSheetPanel({
  startupId,
  onImported,
}: {
  startupId: number;
  /** The profile now holds the imported years. */
  onImported: () => void;
}) {
  const { running, outcome, upload, dismiss } = useFiguresImport(startupId, onImported);
  return (
    <FormSection
      title="엑셀로 입력"
      description="연도별로 한 줄씩 입력한 엑셀을 올리면 한 번에 반영됩니다. 한 행이라도 잘못되면 아무것도 반영되지 않습니다."
    >
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadFiguresSheet(startupId)}
        >
          엑셀 양식 받기
        </Button>
        <FilePicker
          label="재무 정보 엑셀 파일 선택"
          accept={XLSX_TYPES}
          disabled={running !== null}
          onPick={([file]) => {
            if (file) void upload(file);
          }}
        >
          {(open) => (
            <Button variant="light" onClick={open} disabled={running !== null}>
              엑셀로 가져오기
            </Button>
          )}
        </FilePicker>
      </Group>
      {running ? (
        <Stack gap={4} maw={420}>
          <UploadProgress names={[running.name]} percent={running.percent} />
        </Stack>
      ) : null}
      {outcome ? <Outcome outcome={outcome} onClose={dismiss} /> : null}
      {!running && !outcome ? (
        <Text fz="xs" c="dimmed">
          받은 양식에는 저장된 연도가 모두 들어 있습니다. 고칠 연도만 남기거나 새 연도를 더해 올려도
          됩니다.
        </Text>
      ) : null}
    </FormSection>
  );
}
