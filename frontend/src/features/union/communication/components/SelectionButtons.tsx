//! '전체 선택' and '전체 삭제' of the selection and review lists.
import { Button, Group } from '@mantine/core';

export function SelectionButtons({
  onSelectAll,
  onClear,
  canSelectAll,
  canClear,
}: {
  onSelectAll: () => void;
  onClear: () => void;
  canSelectAll: boolean;
  canClear: boolean;
}) {
  return (
    <Group gap="xs">
      <Button variant="light" size="xs" onClick={onSelectAll} disabled={!canSelectAll}>
        전체 선택
      </Button>
      <Button variant="subtle" color="red" size="xs" onClick={onClear} disabled={!canClear}>
        전체 삭제
      </Button>
    </Group>
  );
}
