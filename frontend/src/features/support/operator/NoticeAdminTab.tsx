//! The operators' 공지사항 tab: the notices as everyone sees them (pinned first), each with
//! 수정 and 삭제 (asked first), and 공지 작성. Editing loads the notice's body into the modal.
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@/shared/format';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { confirmDelete } from '@/shared/ui/confirmDelete';
import { FormModal, type FormControls } from '@/shared/ui/FormModal';
import { IconPlus } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { LoadError } from '@/shared/ui/LoadError';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RowActions } from '@/shared/ui/RowActions';
import { useGetNoticeQuery, useListNoticesQuery, type NoticeSummaryDto } from '../api';
import { useDeleteNoticeMutation } from './api';
import { NoticeForm } from './NoticeForm';

/** The form of a notice being edited, once its body is loaded. */
function NoticeEditor({ noticeId, ...controls }: { noticeId: number } & FormControls) {
  const { currentData, error, refetch } = useGetNoticeQuery({ noticeId });
  if (error && !currentData) {
    return (
      <LoadError
        title="공지사항을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <Skeleton h={360} />;
  return <NoticeForm notice={currentData} {...controls} />;
}

export function NoticeAdminTab() {
  const { page, setPage } = usePagedFilter([]);
  const { data, isLoading, isFetching, isError, refetch } = useListNoticesQuery({
    page,
    pageSize: PAGE_SIZE,
  });
  const [deleteNotice] = useDeleteNoticeMutation();
  const [editing, setEditing] = useState<{ opened: boolean; id: number | null }>({
    opened: false,
    id: null,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  const askDelete = (notice: NoticeSummaryDto) =>
    confirmDelete({
      title: '공지사항 삭제',
      question: (
        <Stack gap={4}>
          <Text fz="sm">‘{notice.title}’ 공지를 삭제하시겠습니까?</Text>
          <Text fz="xs" c="dimmed">
            삭제한 공지는 되돌릴 수 없습니다.
          </Text>
        </Stack>
      ),
      remove: () => deleteNotice({ noticeId: notice.id }).unwrap(),
      deleted: '공지사항을 삭제했습니다.',
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ListToolbar total={data?.total_count} />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ opened: true, id: null })}
        >
          공지 작성
        </Button>
      </Group>
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="공지사항을 불러오지 못했습니다."
          emptyText="등록된 공지사항이 없습니다."
          onRetry={() => void refetch()}
        >
          {(items) => (
            <Table.ScrollContainer minWidth={640}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="lg"
                aria-label="공지사항 관리"
                style={{ opacity: isFetching ? 0.6 : 1 }}
              >
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>제목</Table.Th>
                    <Table.Th w={120}>등록일</Table.Th>
                    <Table.Th w={180} ta="right">
                      관리
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((notice) => (
                    <Table.Tr key={notice.id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {notice.pinned ? (
                            <Badge variant="filled" radius="sm" size="sm">
                              공지
                            </Badge>
                          ) : null}
                          <Text fz="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                            {notice.title}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td fz="sm" c="dimmed">
                        {formatDate(notice.published_at)}
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          name={notice.title}
                          onEdit={() => setEditing({ opened: true, id: notice.id })}
                          onDelete={() => askDelete(notice)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListBody>
        <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Group>
      </Paper>
      <FormModal
        opened={editing.opened}
        title={editing.id === null ? '공지 작성' : '공지 수정'}
        editKey={String(editing.id ?? 'new')}
        onClose={() => setEditing((now) => ({ ...now, opened: false }))}
      >
        {(controls) =>
          editing.id === null ? (
            <NoticeForm notice={null} {...controls} />
          ) : (
            <NoticeEditor noticeId={editing.id} {...controls} />
          )
        }
      </FormModal>
    </Stack>
  );
}
