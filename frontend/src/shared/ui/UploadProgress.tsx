//! An upload's progress: the names being sent and a bar, '처리 중' once every byte is sent.
import { Group, Progress, Stack, Text } from '@mantine/core';

export function UploadProgress({ names, percent }: { names: string[]; percent: number }) {
  // At 100% the bytes are sent but the server is still checking and storing them.
  const state = percent < 100 ? `${percent}%` : '처리 중';
  return (
    <Stack gap={4} miw={160}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="xs" c="dimmed" truncate>
          {names.join(', ')} 업로드 중
        </Text>
        <Text fz="xs" c="dimmed">
          {state}
        </Text>
      </Group>
      <Progress value={percent} size="sm" aria-label="업로드 진행률" />
    </Stack>
  );
}
