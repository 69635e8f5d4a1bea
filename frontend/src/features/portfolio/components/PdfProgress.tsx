//! How far making PDFs has come: what is being done, 'n / m' (or the percent sent) and a bar.
import { Group, Progress, Stack, Text } from '@mantine/core';

export interface PdfProgressState {
  /** What is being done: 'PDF 만드는 중', 'PDF 업로드 중'. */
  label: string;
  done: number;
  total: number;
  /** 'n / m' (several PDFs) or 'n%' (one upload). */
  unit: 'count' | 'percent';
}

export function PdfProgress({ progress }: { progress: PdfProgressState }) {
  const { label, done, total, unit } = progress;
  const value = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack gap={4} miw={200} data-testid="pdf-progress">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="xs" c="dimmed" truncate>
          {label}
        </Text>
        <Text fz="xs" c="dimmed">
          {unit === 'count' ? `${done} / ${total}` : `${value}%`}
        </Text>
      </Group>
      <Progress value={value} size="sm" animated striped aria-label={`${label} 진행률`} />
    </Stack>
  );
}
