//! /member-mange: the company's members by status; the CEO approves or rejects pending sign-ups,
//! and hands the CEO account over to active staff or expels them.
import { Alert, Paper, Stack, Table, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useGetMeQuery } from '@/entities/me';
import { formatDate, formatPhone } from '@/shared/format';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { DEFAULT_EMPTY_TEXT } from '@/shared/ui/EmptyState';
import { IconInfo } from '@/shared/ui/icons';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { useListCompanyMembersQuery } from '../api';
import { ActiveActions, PendingActions } from '../components/MemberActions';

/** c active, w pending, r rejected, d expelled. */
type Status = 'c' | 'w' | 'r' | 'd';

const STATUS_TABS: { value: Status; label: string; color: string }[] = [
  { value: 'w', label: '승인 대기', color: 'orange' },
  { value: 'c', label: '활성', color: 'teal' },
  { value: 'r', label: '거절', color: 'gray' },
  { value: 'd', label: '강퇴', color: 'red' },
];

export function MemberManagePage() {
  const [status, setStatus] = useState<Status>('w');
  const { page, setPage } = usePagedFilter([status]);
  const { data: me } = useGetMeQuery();
  const isCeo = me?.role === 'ceo';
  const { data, isLoading, isFetching, isError, refetch } = useListCompanyMembersQuery({
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;
  // The CEO approves or rejects pending sign-ups and may hand over to or expel active staff
  // (never a CEO).
  const showActions = isCeo && (status === 'w' || status === 'c');
  const statusInfo = STATUS_TABS.find((tab) => tab.value === status);

  return (
    <Stack gap="lg">
      <PageHeader
        title="구성원 관리"
        description={
          me
            ? `${me.company_name} 소속 구성원과 가입 신청을 관리합니다.`
            : '회사 구성원과 가입 신청을 관리합니다.'
        }
      />
      {me && !isCeo ? (
        <Alert variant="light" color="gray" icon={<IconInfo size={18} />}>
          가입 승인·거절과 강퇴는 회사 대표 계정만 할 수 있습니다.
        </Alert>
      ) : null}
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Tabs value={status} onChange={(value) => setStatus((value as Status | null) ?? 'w')}>
          <Tabs.List px="md" pt="xs">
            {STATUS_TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Stack px="lg" py="sm">
          <ListToolbar total={data?.total_count} unit="명" />
        </Stack>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="구성원 목록을 불러오지 못했습니다."
          emptyText={DEFAULT_EMPTY_TEXT}
          onRetry={() => void refetch()}
        >
          {(items) => (
            <Table.ScrollContainer minWidth={720}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="lg"
                highlightOnHover
                style={{ opacity: isFetching ? 0.6 : 1 }}
              >
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>이름</Table.Th>
                    <Table.Th>이메일</Table.Th>
                    <Table.Th>연락처</Table.Th>
                    <Table.Th>구분</Table.Th>
                    <Table.Th>상태</Table.Th>
                    <Table.Th>가입일</Table.Th>
                    {showActions ? <Table.Th ta="right">관리</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((member) => (
                    <Table.Tr key={member.user_id}>
                      <Table.Td fw={600}>{member.name}</Table.Td>
                      <Table.Td>{member.email}</Table.Td>
                      <Table.Td>{formatPhone(member.phone)}</Table.Td>
                      <Table.Td>{member.role === 'ceo' ? '대표' : '직원'}</Table.Td>
                      <Table.Td>{statusInfo ? <StatusBadge info={statusInfo} /> : null}</Table.Td>
                      <Table.Td>{formatDate(member.joined_at)}</Table.Td>
                      {showActions ? (
                        <Table.Td>
                          {status === 'w' ? <PendingActions member={member} /> : null}
                          {status === 'c' &&
                          member.role !== 'ceo' &&
                          member.user_id !== me?.user_id ? (
                            <ActiveActions member={member} />
                          ) : null}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListBody>
        <Stack py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
