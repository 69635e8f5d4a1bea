//! The logo or the representative photo on the basic tab: the current picture (or a note that
//! there is none), a button that picks a new one and saves it at once with its progress, and
//! 삭제 after a confirmation.
import { Button, Center, Group, Image, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FilePicker } from '@/shared/ui/FilePicker';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import type { ImageSlot } from '../fileApi';
import { useImageSlot } from '../hooks/useImageSlot';
import { IMAGE_ACCEPT, imageHint, SLOTS } from '../images';

const PREVIEW = {
  logo: { w: 120, h: 120, fit: 'contain' },
  photo: { w: 200, h: 120, fit: 'cover' },
} as const;

export function ImageSlotField({
  startupId,
  slot,
  url,
  maxBytes,
}: {
  startupId: number;
  slot: ImageSlot;
  /** Where the current picture is served; none when there is none. */
  url: string | null | undefined;
  maxBytes: number;
}) {
  const { label, object, empty } = SLOTS[slot];
  const { running, busy, upload, remove } = useImageSlot(startupId, slot, maxBytes);
  const size = PREVIEW[slot];

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: `${label} 삭제`,
      centered: true,
      children: <Text fz="sm">{object} 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(),
    });

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text fz="sm" fw={500}>
        {imageHint(label, maxBytes)}
      </Text>
      {url ? (
        <Image
          src={url}
          alt={`현재 ${label}`}
          w={size.w}
          h={size.h}
          fit={size.fit}
          radius="md"
          bg="gray.0"
        />
      ) : (
        <Center
          w={size.w}
          h={size.h}
          bg="gray.0"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text fz="xs" c="dimmed" ta="center" px="xs">
            {empty}
          </Text>
        </Center>
      )}
      <Group gap="xs">
        <FilePicker
          label={`${label} 파일 선택`}
          accept={IMAGE_ACCEPT}
          disabled={busy}
          onPick={(files) => {
            if (files[0]) void upload(files[0]);
          }}
        >
          {(open) => (
            <Button variant="default" size="xs" disabled={busy} onClick={open}>
              {url ? `${label} 변경` : `${label} 등록`}
            </Button>
          )}
        </FilePicker>
        {url ? (
          <Button variant="subtle" color="red" size="xs" disabled={busy} onClick={confirmRemove}>
            {label} 삭제
          </Button>
        ) : null}
      </Group>
      {running ? <UploadProgress names={[running.name]} percent={running.percent} /> : null}
    </Stack>
  );
}
