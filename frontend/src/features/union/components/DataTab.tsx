//! The 관련 자료 tab: the union's files by category, each downloadable, with '목록' and '수정'.
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { UNION_LIST_PATH } from '@/entities/union';
import { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconDownload } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { UnionDetail } from '../api';
import {
  downloadUnionFile,
  filesByCategory,
  useListFilesQuery,
  type UnionFileDto,
} from '../fileApi';
import { unionDataEditPath } from '../model';
import { FileCategorySection, FilesPending } from './FileCategorySection';

export function DataTab({ union }: { union: UnionDetail }) {
  const { data, isError, refetch } = useListFilesQuery({ unionId: union.id });
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (file: UnionFileDto) => {
    setDownloading(file.id);
    try {
      await downloadUnionFile(union.id, file);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setDownloading(null);
    }
  };

  let body: ReactNode;
  if (!data) {
    body = <FilesPending isError={isError} onRetry={() => void refetch()} />;
  } else if (data.items.length === 0) {
    body = (
      <Paper withBorder shadow="xs">
        <EmptyState text="관련자료가 없습니다." />
      </Paper>
    );
  } else {
    body = filesByCategory(data).map(({ category, files }) => (
      <FileCategorySection
        key={category.code}
        category={category}
        files={files}
        fileActions={(file) => (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={16} />}
            loading={downloading === file.id}
            aria-label={`${file.file_name} 다운로드`}
            onClick={() => void download(file)}
          >
            다운로드
          </Button>
        )}
      />
    ));
  }

  return (
    <Stack gap="lg">
      {body}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" component={RouterLink} to={UNION_LIST_PATH}>
          목록
        </Button>
        <Button component={RouterLink} to={unionDataEditPath(union.id)}>
          수정
        </Button>
      </Group>
    </Stack>
  );
}
