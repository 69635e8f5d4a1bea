//! '자동' beside an automatic task's title, naming its kind on hover (서류 검토, 납입 기한 경과,
//! 자료 요청 기한 경과; read out with it); nothing for a task written by hand.
import { Badge, Tooltip, VisuallyHidden, type BadgeProps } from '@mantine/core';
import type { TaskDto } from '../api';
import { autoKindLabel } from '../model';

export function AutoBadge({ task, size = 'sm' }: { task: TaskDto; size?: BadgeProps['size'] }) {
  const kind = autoKindLabel(task);
  if (!kind) return null;
  return (
    <Tooltip label={kind} withArrow>
      <Badge variant="outline" color="violet" size={size} radius="sm" miw="max-content">
        자동
        <VisuallyHidden> ({kind})</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
