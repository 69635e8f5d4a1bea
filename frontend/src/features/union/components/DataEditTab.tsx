//! The 관련 자료 edit screen (…/data/edit): per category, upload several files at once with a
//! progress bar, and replace or delete each file. One change runs at a time: every button is
//! disabled while an upload or a delete is under way, so nothing is sent twice.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { unionFilesTag } from '@/api/tags';
import { SERVER_ERROR_MESSAGE } from '@/shared/config/messages';
import { formatFileSize } from '@/shared/format';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { UploadProgress } from '@/shared/ui/UploadProgress';
import { UploadError } from '@/shared/upload/uploadWithProgress';
import { IconPlus } from '@/shared/ui/icons';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { UnionDetail } from '../api';
import {
  acceptOf,
  fileEndpoints,
  filesByCategory,
  replaceUnionFile,
  uploadUnionFiles,
  useDeleteFileMutation,
  useListFilesQuery,
  type FileCategoryDto,
  type UnionFileDto,
} from '../fileApi';
import { unionDetailPath } from '../model';
import { FileCategorySection, FilesPending } from './FileCategorySection';
import { FilePicker } from '@/shared/ui/FilePicker';

const UPLOADED = '업로드 되었습니다.';
const UPLOAD_FAILED = '업로드 실패했습니다.';

/** The upload under way: the category it goes into, the picked names and the percent sent. */
interface Running {
  category: string;
  names: string[];
  percent: number;
}

/** The server's limits, as the file list reports them. */
interface Limits {
  max_file_bytes: number;
  max_files_per_upload: number;
}

/** Why a pick is refused before anything is sent, or null when it may go. */
function refusalOf(files: File[], limits: Limits): string | null {
  if (files.length > limits.max_files_per_upload) {
    return `한 번에 ${limits.max_files_per_upload}개까지 올릴 수 있습니다.`;
  }
  const maxBytes = limits.max_file_bytes;
  const large = files.filter((file) => file.size > maxBytes).map((file) => file.name);
  if (large.length > 0) {
    return `${large.join(', ')}: 파일은 ${formatFileSize(maxBytes)}까지 올릴 수 있습니다.`;
  }
  return null;
}

/** 'PNG 파일만 올릴 수 있습니다.' for a category limited to some types; nothing otherwise. */
function acceptHint(category: FileCategoryDto) {
  if (category.accepts.length === 0) return null;
  const kinds = category.accepts.map((type) => (type.split('/')[1] ?? type).toUpperCase());
  return (
    <Text fz="xs" c="dimmed">
      {kinds.join(', ')} 파일만 올릴 수 있습니다.
    </Text>
  );
}

export function DataEditTab({ union }: { union: UnionDetail }) {
  const dispatch = useAppDispatch();
  const { data, isError, refetch } = useListFilesQuery({ unionId: union.id });
  const [deleteFile, { isLoading: deleting }] = useDeleteFileMutation();
  const [running, setRunning] = useState<Running | null>(null);
  const busy = running !== null || deleting;

  /** Checks the pick, sends it with progress, tells the outcome and reloads the list. */
  const upload = async (
    category: string,
    files: File[],
    send: (onProgress: (percent: number) => void) => Promise<unknown>,
  ) => {
    if (!data || busy) return;
    const refusal = refusalOf(files, data);
    if (refusal) {
      notifyError(refusal, UPLOAD_FAILED);
      return;
    }
    setRunning({ category, names: files.map((file) => file.name), percent: 0 });
    try {
      await send((percent) => setRunning((now) => (now ? { ...now, percent } : now)));
      notifySuccess(UPLOADED);
    } catch (error) {
      notifyError(
        error instanceof UploadError ? error.message : SERVER_ERROR_MESSAGE,
        UPLOAD_FAILED,
      );
    } finally {
      setRunning(null);
      // The upload went around RTK Query (for its progress), so the list is told here.
      dispatch(fileEndpoints.util.invalidateTags([unionFilesTag(union.id)]));
    }
  };

  const confirmDelete = (file: UnionFileDto) =>
    modals.openConfirmModal({
      title: '파일 삭제',
      children: <Text fz="sm">{file.file_name} 파일을 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteFile({ unionId: union.id, fileId: file.id })
          .unwrap()
          .then(() => notifySuccess('삭제 완료되었습니다.'))
          .catch((error: ApiError) => notifyError(error.message, '삭제 실패했습니다.'));
      },
    });

  const fileActions = (category: FileCategoryDto) => (file: UnionFileDto) => (
    <>
      <FilePicker
        label={`${file.file_name} 교체 파일 선택`}
        accept={acceptOf(category)}
        disabled={busy}
        onPick={(files) =>
          void upload(category.code, files, (onProgress) =>
            replaceUnionFile(union.id, file.id, files[0]!, onProgress),
          )
        }
      >
        {(open) => (
          <Button
            variant="default"
            size="xs"
            disabled={busy}
            aria-label={`${file.file_name} 교체`}
            onClick={open}
          >
            교체
          </Button>
        )}
      </FilePicker>
      <Button
        variant="default"
        size="xs"
        c={busy ? undefined : 'red'}
        disabled={busy}
        aria-label={`${file.file_name} 삭제`}
        onClick={() => confirmDelete(file)}
      >
        삭제
      </Button>
    </>
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          관련 자료 수정
        </Title>
        {data ? (
          <Text fz="sm" c="dimmed">
            파일은 {formatFileSize(data.max_file_bytes)}까지, 한 번에 {data.max_files_per_upload}
            개까지 올릴 수 있습니다.
          </Text>
        ) : null}
      </Stack>
      {!data ? (
        <FilesPending isError={isError} onRetry={() => void refetch()} />
      ) : (
        filesByCategory(data).map(({ category, files }) => (
          <FileCategorySection
            key={category.code}
            category={category}
            files={files}
            action={
              <FilePicker
                label={`${category.label} 파일 선택`}
                accept={acceptOf(category)}
                multiple
                disabled={busy}
                onPick={(picked) =>
                  void upload(category.code, picked, (onProgress) =>
                    uploadUnionFiles(union.id, category.code, picked, onProgress),
                  )
                }
              >
                {(open) => (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={16} />}
                    disabled={busy}
                    onClick={open}
                  >
                    파일 추가
                  </Button>
                )}
              </FilePicker>
            }
            status={
              running?.category === category.code ? (
                <UploadProgress names={running.names} percent={running.percent} />
              ) : (
                acceptHint(category)
              )
            }
            fileActions={fileActions(category)}
          />
        ))
      )}
      <Group justify="flex-end">
        {/* Not a link while busy: leaving would hide the outcome of the change under way. */}
        <Button
          component={busy ? undefined : RouterLink}
          to={unionDetailPath(union.id, 'data')}
          disabled={busy}
        >
          완료
        </Button>
      </Group>
    </Stack>
  );
}
