//! The floating update history (변경 이력): a button fixed at the bottom right opens a panel of
//! the startup's revisions, latest first, ten a page: when, who, and the items each touched.
//! Read only while the panel is open.
import {
  Affix,
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { useStartupHistoryQuery } from '../own/api';
import { IconHistory } from './icons';

const TITLE = '변경 이력';

function Revisions({ startupId }: { startupId: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useStartupHistoryQuery({
    startupId,
    page,
    pageSize: PAGE_SIZE,
  });

  if (error) {
    return (
      <LoadError
        title="변경 이력을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="md">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={56} />
        ))}
      </Stack>
    );
  }
  if (data.total_count === 0) return <EmptyState text="기록된 변경이 없습니다." py={40} />;

  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        총 {formatNumber(data.total_count)}건
      </Text>
      <Timeline
        bulletSize={14}
        lineWidth={2}
        aria-label="변경 이력 목록"
        aria-busy={isFetching || undefined}
      >
        {data.items.map((revision, index) => (
          <Timeline.Item
            key={`${revision.changed_at}-${index}`}
            title={
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm" fw={600}>
                  {formatDateTime(revision.changed_at)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {revision.author_name}
                </Text>
              </Group>
            }
          >
            <Group gap={6} mt={6} aria-label="변경 항목">
              {revision.item_labels.map((label, labelIndex) => (
                <Badge
                  key={revision.items[labelIndex] ?? label}
                  variant="light"
                  radius="sm"
                  fw={500}
                >
                  {label}
                </Badge>
              ))}
            </Group>
          </Timeline.Item>
        ))}
      </Timeline>
      <Pagination
        page={page}
        totalPages={totalPagesOf(data.total_count, PAGE_SIZE)}
        onChange={setPage}
      />
    </Stack>
  );
}

export function UpdateHistoryPanel({ startupId }: { startupId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {/* Room below the page's last content, so the floating button never sits over it. */}
      <Box h={56} aria-hidden />
      <Affix position={{ bottom: 24, right: 24 }}>
        <Button
          onClick={open}
          radius="xl"
          size="md"
          leftSection={<IconHistory size={18} />}
          aria-haspopup="dialog"
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          {TITLE}
        </Button>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="md"
        title={
          <Text fw={700} fz="lg">
            {TITLE}
          </Text>
        }
        closeButtonProps={{ 'aria-label': '닫기' }}
      >
        {/* Mounted while open only: the history is read when it is first asked for. */}
        {opened ? <Revisions startupId={startupId} /> : null}
      </Drawer>
    </>
  );
}
