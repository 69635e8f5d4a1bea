//! /message-list (메시지): the company's received and sent messages, newest first, 10 a page.
//! The folder and the page ride in the address (`?folder=sent&page=2`), so '목록' from a
//! message comes back to them.
import { Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import { useGetMeQuery } from '@/entities/me';
import { useListParams } from '@/shared/hooks/useListParams';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconMessage } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListMessagesQuery } from '../api';
import { MessageTable } from '../components/MessageTable';
import { FOLDER_TAB, FOLDERS, folderOf, type Folder } from '../model';
import { MESSAGE_SEND_PATH } from '../paths';

/** One folder's rows; mounted per tab, so a page's rows never show under the other's columns. */
function FolderList({
  folder,
  page,
  onPage,
}: {
  folder: Folder;
  page: number;
  onPage: (page: number) => void;
}) {
  const { data: me } = useGetMeQuery();
  const { data, isLoading, isFetching, isError, refetch } = useListMessagesQuery({
    folder,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;
  const empty = FOLDERS.find((item) => item.value === folder)!.empty;

  return (
    <>
      <Stack px="lg" py="sm">
        <ListToolbar total={data?.total_count} />
      </Stack>
      {data && data.total_count === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <ListBody
          items={me ? data?.items : undefined}
          isError={isError}
          isLoading={isLoading || !me}
          errorTitle="메시지를 불러오지 못했습니다."
          emptyText="이 페이지에는 메시지가 없습니다."
          onRetry={() => void refetch()}
        >
          {(items) => (
            <MessageTable
              folder={folder}
              items={items}
              companyId={me?.company_id ?? 0}
              dimmed={isFetching}
            />
          )}
        </ListBody>
      )}
      <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
        <Pagination page={page} totalPages={totalPages} onChange={onPage} />
      </Group>
    </>
  );
}

export function MessageListPage() {
  const {
    tab: folder,
    page,
    setTab: setFolder,
    setPage,
  } = useListParams({ tab: FOLDER_TAB, search: false });
  return (
    <Stack gap="lg">
      <PageHeader
        title="메시지"
        description="다른 기업과 주고받은 메시지를 확인할 수 있습니다."
        actions={
          <Button
            component={RouterLink}
            to={MESSAGE_SEND_PATH}
            leftSection={<IconMessage size={16} />}
          >
            메시지 보내기
          </Button>
        }
      />
      <Tabs value={folder} keepMounted={false} onChange={(value) => setFolder(folderOf(value))}>
        <Tabs.List mb="md">
          {FOLDERS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FOLDERS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
              <FolderList folder={item.value} page={page} onPage={setPage} />
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
