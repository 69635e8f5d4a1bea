//! The workbook's sheets, each with a checkbox and its row count, and the chosen sheets' total.
import { Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import type { RawSheetDto } from '../api';

export function SheetChecklist({
  sheets,
  chosen,
  onToggle,
  disabled,
}: {
  sheets: RawSheetDto[];
  chosen: (sheet: string) => boolean;
  onToggle: (sheet: string, checked: boolean) => void;
  disabled: boolean;
}) {
  const picked = sheets.filter((sheet) => chosen(sheet.sheet));
  const rows = picked.reduce((sum, sheet) => sum + sheet.rows, 0);
  return (
    <Stack gap="sm">
      {sheets.map((sheet) => (
        <Group key={sheet.sheet} justify="space-between" wrap="nowrap" data-testid={sheet.sheet}>
          <Checkbox
            label={sheet.title}
            checked={chosen(sheet.sheet)}
            disabled={disabled}
            onChange={(event) => onToggle(sheet.sheet, event.currentTarget.checked)}
          />
          <Text fz="sm" c="dimmed">
            {formatNumber(sheet.rows)}건
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" wrap="nowrap" data-testid="sheet-total">
        <Text fz="sm" fw={600}>
          선택한 시트 {picked.length}개
        </Text>
        <Text fz="sm" fw={600}>
          합계 {formatNumber(rows)}건
        </Text>
      </Group>
    </Stack>
  );
}
