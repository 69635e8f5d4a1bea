//! One category of the data tab (a card with its label, file count and files), shared by the view
//! and the edit screen, which differ only in the buttons they put on it.
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatFileSize, formatNumber } from '@/shared/format';
import type { FileCategoryDto, UnionFileDto } from '../fileApi';

export function FileCategorySection({
  category,
  files,
  action,
  status,
  fileActions,
}: {
  category: FileCategoryDto;
  files: UnionFileDto[];
  /** Right of the title (the edit screen's file picker). */
  action?: ReactNode;
  /** Under the title (hints, upload progress). */
  status?: ReactNode;
  fileActions: (file: UnionFileDto) => ReactNode;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" role="region" aria-label={category.label}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Title order={3} fz="md">
              {category.label}
            </Title>
            <Badge variant="light" color={files.length > 0 ? 'blue' : 'gray'}>
              {formatNumber(files.length)}개
            </Badge>
          </Group>
          {action}
        </Group>
        {status}
        {files.length === 0 ? (
          <Text fz="sm" c="dimmed">
            등록된 파일이 없습니다.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {files.map((file) => (
              <Group
                component="li"
                key={file.id}
                justify="space-between"
                wrap="nowrap"
                gap="md"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                    {file.file_name}
                  </Text>
                  <Group gap="xs">
                    <Text fz="xs" c="dimmed">
                      {formatFileSize(file.size_bytes)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {formatDate(file.uploaded_at)}
                    </Text>
                  </Group>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {fileActions(file)}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** What both screens show until the list has arrived: a skeleton, or the error with a retry. */
export function FilesPending({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  if (isError) {
    return (
      <Alert color="red" variant="light" title="관련자료를 불러오지 못했습니다.">
        <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
          다시 시도
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Skeleton h={96} />
      <Skeleton h={96} />
      <Skeleton h={96} />
    </Stack>
  );
}
