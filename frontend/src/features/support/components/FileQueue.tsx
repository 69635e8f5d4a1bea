//! The files picked for an inquiry: name and size, then what became of each — removable before
//! sending, its own progress bar while it uploads, '첨부 완료' or the server's reason after.
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@/shared/format';
import { IconPaperclip, IconX } from '@/shared/ui/icons';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import type { QueuedFile } from '../hooks/useFileQueue';

function QueuedRow({ item, onRemove }: { item: QueuedFile; onRemove?: (key: number) => void }) {
  const { file, status } = item;
  return (
    <Stack gap={6} component="li" aria-label={file.name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconPaperclip size={16} color="var(--mantine-color-gray-6)" />
          <Text fz="sm" truncate>
            {file.name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatFileSize(file.size)}
          </Text>
        </Group>
        {status === 'ready' && onRemove ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${file.name} 빼기`}
            onClick={() => onRemove(item.key)}
          >
            <IconX size={14} />
          </ActionIcon>
        ) : null}
        {status === 'done' ? (
          <Badge variant="light" color="teal" radius="sm" size="sm">
            첨부 완료
          </Badge>
        ) : null}
        {status === 'failed' ? (
          <Badge variant="light" color="red" radius="sm" size="sm">
            첨부 실패
          </Badge>
        ) : null}
      </Group>
      {status === 'uploading' ? (
        <UploadProgress names={[file.name]} percent={item.percent} />
      ) : null}
      {status === 'failed' && item.error ? (
        <Text fz="xs" c="red.7">
          {item.error}
        </Text>
      ) : null}
    </Stack>
  );
}

export function FileQueue({
  items,
  onRemove,
}: {
  items: QueuedFile[];
  /** Without it the files cannot be taken out (they are being sent). */
  onRemove?: (key: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Stack
      gap="sm"
      component="ul"
      m={0}
      p="sm"
      aria-label="첨부할 파일"
      style={{
        listStyle: 'none',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {items.map((item) => (
        <QueuedRow key={item.key} item={item} onRemove={onRemove} />
      ))}
    </Stack>
  );
}
