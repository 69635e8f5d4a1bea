//! A table row's 수정 and 삭제, at the row's end: small buttons named for the row they act on
//! (`<제목> 수정`), so a screen reader tells one row's buttons from the next.
import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from './icons';

export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  /** What the row shows of its record (a title, a question), in the buttons' labels. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPencil size={14} />}
        aria-label={`${name} 수정`}
        onClick={onEdit}
      >
        수정
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        aria-label={`${name} 삭제`}
        onClick={onDelete}
      >
        삭제
      </Button>
    </Group>
  );
}
