//! A download's bar: the size received so far against the estimate (at most 95% until it ends),
//! full once the file is saved, with a cancel while it runs.
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@/shared/format';
import { estimatedPercent } from '../model';

export function DownloadProgress({
  received,
  estimate,
  done,
  onCancel,
}: {
  received: number;
  estimate: number;
  done: boolean;
  onCancel: () => void;
}) {
  const percent = done ? 100 : estimatedPercent(received, estimate);
  const size = formatFileSize(received);
  const label = done ? `${size} 받음` : received > 0 ? `${size} 받는 중` : '파일을 만드는 중';
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mih={30}>
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        {done ? null : (
          <Button variant="subtle" color="gray" size="xs" onClick={onCancel}>
            취소
          </Button>
        )}
      </Group>
      <Progress
        value={percent}
        size="md"
        animated={!done}
        striped={!done}
        aria-label="내려받기 진행률"
      />
    </Stack>
  );
}
