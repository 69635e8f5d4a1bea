//! The spec's leave confirmation ('정말 나가시겠습니까?') for modals whose changes are lost when
//! they close: the group modals and the member-select modals.
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export const LEAVE_QUESTION = '정말 나가시겠습니까?';

/** Asks before leaving; `lost` says what is lost, `stay` labels the button that keeps the modal. */
export function confirmLeave(
  onLeave: () => void,
  {
    lost = '변경한 내용은 저장되지 않습니다.',
    stay = '계속 작성',
  }: { lost?: string; stay?: string } = {},
) {
  modals.openConfirmModal({
    title: '나가기',
    children: (
      <Stack gap={4}>
        <Text fz="sm">{LEAVE_QUESTION}</Text>
        <Text fz="xs" c="dimmed">
          {lost}
        </Text>
      </Stack>
    ),
    labels: { confirm: '나가기', cancel: stay },
    onConfirm: onLeave,
  });
}
