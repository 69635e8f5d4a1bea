//! The group modal's image: a preview (the picked file, or the saved image), a picker limited to
//! the spec's types, compression of large files, and removal.
import { Button, Center, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatFileSize } from '@/shared/format';
import { notifyError } from '@/shared/ui/notify';
import { useGroupImageUrl } from '../hooks/useGroupImageUrl';
import {
  compressImage,
  IMAGE_ACCEPT,
  IMAGE_EXTENSIONS,
  isAcceptedImage,
  MAX_IMAGE_BYTES,
} from '../imageCompression';
import { FilePicker } from '@/shared/ui/FilePicker';

/** What the field holds: the saved image kept, a new file, or no image. */
export type ImageChoice =
  { kind: 'keep' } | { kind: 'new'; file: File; preview: string } | { kind: 'none' };

export const IMAGE_TYPE_MESSAGE = `${IMAGE_EXTENSIONS.join(', ')} 형식의 이미지만 올릴 수 있습니다.`;

/** Frees a picked file's preview URL once another choice replaces it or the field goes away. */
function useRevokeOnChange(url: string | null) {
  useEffect(() => {
    if (!url) return undefined;
    return () => URL.revokeObjectURL(url);
  }, [url]);
}

export function GroupImageField({
  groupId,
  hasSavedImage,
  value,
  onChange,
  disabled,
}: {
  /** The group being edited, if any. */
  groupId: number | null;
  hasSavedImage: boolean;
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  disabled: boolean;
}) {
  const [preparing, setPreparing] = useState(false);
  const saved = useGroupImageUrl(groupId ?? 0, groupId !== null && hasSavedImage);
  useRevokeOnChange(value.kind === 'new' ? value.preview : null);
  const shown = value.kind === 'new' ? value.preview : value.kind === 'keep' ? saved : null;
  const hasImage = value.kind === 'new' || (value.kind === 'keep' && hasSavedImage);

  const pick = async (file: File) => {
    if (!isAcceptedImage(file)) {
      notifyError(IMAGE_TYPE_MESSAGE);
      return;
    }
    setPreparing(true);
    const prepared = await compressImage(file);
    setPreparing(false);
    if (prepared.size > MAX_IMAGE_BYTES) {
      notifyError(`이미지는 ${formatFileSize(MAX_IMAGE_BYTES)}까지 올릴 수 있습니다.`);
      return;
    }
    onChange({ kind: 'new', file: prepared, preview: URL.createObjectURL(prepared) });
  };

  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500}>
        그룹 이미지
      </Text>
      {shown ? (
        <Image
          src={shown}
          alt="그룹 이미지 미리보기"
          h={140}
          fit="contain"
          radius="md"
          bg="gray.0"
        />
      ) : (
        <Center h={140} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text fz="xs" c="dimmed">
            {value.kind === 'new'
              ? value.file.name
              : hasImage
                ? '이미지 불러오는 중'
                : '이미지 없음'}
          </Text>
        </Center>
      )}
      <Group gap="xs">
        <FilePicker
          label="그룹 이미지 선택"
          accept={IMAGE_ACCEPT}
          disabled={disabled || preparing}
          onPick={(files) => {
            if (files[0]) void pick(files[0]);
          }}
        >
          {(open) => (
            <Button
              variant="default"
              size="xs"
              onClick={open}
              loading={preparing}
              disabled={disabled}
            >
              이미지 선택
            </Button>
          )}
        </FilePicker>
        {hasImage ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={disabled}
            onClick={() => onChange({ kind: 'none' })}
          >
            이미지 삭제
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
