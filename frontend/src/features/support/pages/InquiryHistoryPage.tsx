//! /inquiry-history (문의 내역): the user's own questions, newest first, 10 a page (the page rides
//! in the address, so '목록' from a question comes back to it), each with its answer status.
import { Anchor, Button, Group, Paper, Stack, Table } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { formatDate } from '@/shared/format';
import { useListParams } from '@/shared/hooks/useListParams';
import type { FromList } from '@/shared/navigation/fromList';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { useListMyInquiriesQuery, type InquiryDto } from '../api';
import { inquiryCategoryLabel, inquiryStatusInfo } from '../model';
import { INQUIRY_PATH, inquiryDetailPath } from '../paths';

function InquiryRows({ items, dimmed }: { items: InquiryDto[]; dimmed: boolean }) {
  const { search } = useLocation();
  const state: FromList = { list: search };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="md"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="문의 내역"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={128}>유형</Table.Th>
            <Table.Th>제목</Table.Th>
            <Table.Th w={120}>상태</Table.Th>
            <Table.Th w={120}>작성일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((inquiry) => (
            <Table.Tr key={inquiry.id}>
              <Table.Td fz="sm" c="dimmed">
                {inquiryCategoryLabel(inquiry.category)}
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={RouterLink}
                  to={inquiryDetailPath(inquiry.id)}
                  state={state}
                  c="dark.7"
                  fw={500}
                  style={{ wordBreak: 'break-word' }}
                >
                  {inquiry.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StatusBadge info={inquiryStatusInfo(inquiry.status)} />
              </Table.Td>
              <Table.Td fz="sm" c="dimmed">
                {formatDate(inquiry.created_at)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function InquiryHistoryPage() {
  const { page: asked, setPage } = useListParams();
  const { data, isLoading, isFetching, isError, refetch } = useListMyInquiriesQuery({
    page: asked,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;
  const askButton = (
    <Button component={RouterLink} to={INQUIRY_PATH} leftSection={<IconPlus size={16} />}>
      1:1 문의하기
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="문의 내역"
        description="남기신 1:1 문의와 운영팀의 답변을 확인할 수 있습니다."
        actions={askButton}
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Stack px="lg" py="sm">
          <ListToolbar total={data?.total_count} />
        </Stack>
        {data && data.total_count === 0 ? (
          <EmptyState text="아직 남기신 문의가 없습니다." action={askButton} />
        ) : (
          <ListBody
            items={data?.items}
            isError={isError}
            isLoading={isLoading}
            errorTitle="문의 내역을 불러오지 못했습니다."
            emptyText="이 페이지에는 문의가 없습니다."
            onRetry={() => void refetch()}
          >
            {(items) => <InquiryRows items={items} dimmed={isFetching} />}
          </ListBody>
        )}
        <Group justify="center" py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={asked} totalPages={totalPages} onChange={setPage} />
        </Group>
      </Paper>
    </Stack>
  );
}
