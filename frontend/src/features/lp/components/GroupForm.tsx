//! The group modal's body: image, required name, description, and 취소/등록. An empty name is
//! refused before anything is sent; a new image is uploaded first, then the group is saved.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { uploadGroupImage } from '../groupImage';
import { useCreateGroupMutation, useUpdateGroupMutation, type LpGroupDto } from '../api';
import { GroupImageField, type ImageChoice } from './GroupImageField';

export const GROUP_NAME_REQUIRED = '그룹명을 입력해주세요.';

export function GroupForm({
  group,
  onCancel,
  onSaved,
  onBusy,
}: {
  /** The group to edit; a new group when absent. */
  group: LpGroupDto | null;
  onCancel: () => void;
  onSaved: () => void;
  /** Told while a save runs, so the modal cannot be closed half-way. */
  onBusy: (busy: boolean) => void;
}) {
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [image, setImage] = useState<ImageChoice>({ kind: 'keep' });
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idempotency = useIdempotencyKey();
  const [createGroup] = useCreateGroupMutation();
  const [updateGroup] = useUpdateGroupMutation();

  const busy = (value: boolean) => {
    setSaving(value);
    onBusy(value);
  };

  const save = async () => {
    if (!name.trim()) {
      notifyError(GROUP_NAME_REQUIRED);
      return;
    }
    busy(true);
    try {
      const imageKey =
        image.kind === 'new' ? (await uploadGroupImage(image.file)).image_key : undefined;
      const body = { name: name.trim(), description: description.trim(), image_key: imageKey };
      if (group) {
        await updateGroup({
          groupId: group.id,
          lpGroupBody: { ...body, remove_image: image.kind === 'none' },
        }).unwrap();
      } else {
        await createGroup({ 'Idempotency-Key': idempotency.key(), lpGroupBody: body }).unwrap();
        idempotency.renew();
      }
      notifySuccess(group ? '그룹을 수정했습니다.' : '그룹을 등록했습니다.');
      busy(false);
      onSaved();
    } catch (caught) {
      busy(false);
      if (caught instanceof UploadError) {
        notifyError(caught.message, '업로드 실패했습니다.');
        return;
      }
      const error = caught as ApiError;
      if (error.fieldErrors?.name) setNameError(error.fieldErrors.name);
      else notifyError(error.message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md" mih={440}>
        <GroupImageField
          groupId={group?.id ?? null}
          hasSavedImage={group?.has_image ?? false}
          value={image}
          onChange={setImage}
          disabled={saving}
        />
        <TextInput
          label="그룹명"
          withAsterisk
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={100}
        />
        <Textarea
          label="그룹 설명"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          rows={3}
        />
        <Group justify="flex-end" gap="sm" mt="auto">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            취소
          </Button>
          <Button type="submit" loading={saving}>
            등록
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
