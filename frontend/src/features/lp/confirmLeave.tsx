//! The spec's leave confirmation for the group and member-select modals (changes are not saved).
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export const LEAVE_QUESTION = '정말 나가시겠습니까?';

export function confirmLeave(onLeave: () => void) {
  modals.openConfirmModal({
    title: '나가기',
    children: (
      <Stack gap={4}>
        <Text fz="sm">{LEAVE_QUESTION}</Text>
        <Text fz="xs" c="dimmed">
          변경한 내용은 저장되지 않습니다.
        </Text>
      </Stack>
    ),
    labels: { confirm: '나가기', cancel: '계속 작성' },
    onConfirm: onLeave,
  });
}
