//! '엑셀 다운로드' beside the profile's finance tables: every stored year of the company's
//! figures as one sheet (the tables show the latest three).
import { Button } from '@mantine/core';
import { IconDownload } from '@/shared/ui/icons';
import { downloadFiguresSheet } from '../figures';

export function FiguresDownloadButton({ startupId }: { startupId: number }) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} />}
      onClick={() => downloadFiguresSheet(startupId)}
    >
      엑셀 다운로드
    </Button>
  );
}
