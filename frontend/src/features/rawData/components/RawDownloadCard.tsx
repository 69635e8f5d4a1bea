//! The card of the download: the sheets to include (all at first), the button, and the
//! download's progress or failure.
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import type { RawSheetDto } from '../api';
import { useRawDownload } from '../hooks/useRawDownload';
import { estimatedBytes } from '../model';
import { DownloadProgress } from './DownloadProgress';
import { SheetChecklist } from './SheetChecklist';

export function RawDownloadCard({ sheets }: { sheets: RawSheetDto[] }) {
  // The sheets left out, so that every sheet the server lists starts checked.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const { state, start, cancel } = useRawDownload();
  const downloading = state.phase === 'downloading';
  const picked = sheets.filter((sheet) => !left.has(sheet.sheet));

  const toggle = (sheet: string, checked: boolean) =>
    setLeft((previous) => {
      const next = new Set(previous);
      if (checked) next.delete(sheet);
      else next.add(sheet);
      return next;
    });

  const download = () => {
    const rows = picked.reduce((sum, sheet) => sum + sheet.rows, 0);
    void start(
      picked.map((sheet) => sheet.sheet),
      estimatedBytes(rows),
    );
  };

  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack gap="lg">
        <SheetChecklist
          sheets={sheets}
          chosen={(sheet) => !left.has(sheet)}
          onToggle={toggle}
          disabled={downloading}
        />
        {state.phase === 'downloading' || state.phase === 'done' ? (
          <DownloadProgress
            received={state.received}
            estimate={state.estimate}
            done={state.phase === 'done'}
            onCancel={cancel}
          />
        ) : null}
        {state.phase === 'failed' ? (
          <Alert color="red" variant="light" title="내려받지 못했습니다.">
            {state.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={download} disabled={picked.length === 0 || downloading}>
            엑셀 내려받기
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
