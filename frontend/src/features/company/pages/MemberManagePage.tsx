//! /member-mange: the company's members by status; the CEO approves or rejects pending sign-ups.
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/features/auth';
import { formatDate, formatNumber, formatPhone } from '@/shared/format';
import { IconInfo } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import {
  useApproveMemberMutation,
  useExpelMemberMutation,
  useListCompanyMembersQuery,
  useRejectMemberMutation,
  type CompanyMember,
} from '../api';

/** c active, w pending, r rejected, d expelled. */
type Status = 'c' | 'w' | 'r' | 'd';

const STATUS_TABS: { value: Status; label: string; color: string }[] = [
  { value: 'w', label: '승인 대기', color: 'orange' },
  { value: 'c', label: '활성', color: 'teal' },
  { value: 'r', label: '거절', color: 'gray' },
  { value: 'd', label: '강퇴', color: 'red' },
];

const PAGE_SIZE = 10;

function ExpelAction({ member }: { member: CompanyMember }) {
  const [expel, expelling] = useExpelMemberMutation();
  const confirmExpel = () =>
    modals.openConfirmModal({
      title: '구성원 강퇴',
      children: (
        <Text fz="sm">
          {member.name}님을 회사에서 강퇴하시겠습니까? 강퇴된 구성원은 더 이상 로그인할 수 없습니다.
        </Text>
      ),
      labels: { confirm: '강퇴', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        expel({ userId: member.user_id })
          .unwrap()
          .then(() => notifySuccess(`${member.name}님을 강퇴했습니다.`))
          .catch((_error: ApiError) => undefined);
      },
    });
  return (
    <Group justify="flex-end">
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={expelling.isLoading}
        onClick={confirmExpel}
      >
        강퇴
      </Button>
    </Group>
  );
}

function PendingActions({ member }: { member: CompanyMember }) {
  const [approve, approving] = useApproveMemberMutation();
  const [reject, rejecting] = useRejectMemberMutation();

  const confirmReject = () =>
    modals.openConfirmModal({
      title: '가입 거절',
      children: <Text fz="sm">{member.name}님의 가입 신청을 거절하시겠습니까?</Text>,
      labels: { confirm: '거절', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        reject({ userId: member.user_id })
          .unwrap()
          .then(() => notifySuccess(`${member.name}님의 가입을 거절했습니다.`))
          .catch((_error: ApiError) => undefined);
      },
    });

  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        loading={approving.isLoading}
        onClick={() => {
          approve({ userId: member.user_id })
            .unwrap()
            .then(() => notifySuccess(`${member.name}님의 가입을 승인했습니다.`))
            .catch((_error: ApiError) => undefined);
        }}
      >
        승인
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        loading={rejecting.isLoading}
        onClick={confirmReject}
      >
        거절
      </Button>
    </Group>
  );
}

export function MemberManagePage() {
  const [status, setStatus] = useState<Status>('w');
  const [page, setPage] = useState(1);
  const { data: me } = useGetMeQuery();
  const isCeo = me?.role === 'ceo';
  const { data, isLoading, isFetching, isError } = useListCompanyMembersQuery({
    status,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? Math.max(1, Math.ceil(data.total_count / data.page_size)) : 1;
  // The CEO approves or rejects pending sign-ups and may expel active staff (never a CEO).
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
        <Tabs
          value={status}
          onChange={(value) => {
            setStatus((value as Status | null) ?? 'w');
            setPage(1);
          }}
        >
          <Tabs.List px="md" pt="xs">
            {STATUS_TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group justify="space-between" px="lg" py="sm">
          <Text fz="sm" c="dimmed">
            총{' '}
            <Text span fw={700} c="dark.7">
              {data ? formatNumber(data.total_count) : '-'}
            </Text>
            명
          </Text>
        </Group>
        {isError ? (
          <Alert color="red" variant="light" m="lg">
            구성원 목록을 불러오지 못했습니다.
          </Alert>
        ) : isLoading ? (
          <Stack p="lg" gap="xs">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : data && data.items.length === 0 ? (
          <Center py={56}>
            <Text c="dimmed">내역이 없습니다.</Text>
          </Center>
        ) : (
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
                {data?.items.map((member) => (
                  <Table.Tr key={member.user_id}>
                    <Table.Td fw={600}>{member.name}</Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{formatPhone(member.phone)}</Table.Td>
                    <Table.Td>{member.role === 'ceo' ? '대표' : '직원'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={statusInfo?.color}>
                        {statusInfo?.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(member.joined_at)}</Table.Td>
                    {showActions ? (
                      <Table.Td>
                        {status === 'w' ? <PendingActions member={member} /> : null}
                        {status === 'c' &&
                        member.role !== 'ceo' &&
                        member.user_id !== me?.user_id ? (
                          <ExpelAction member={member} />
                        ) : null}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {totalPages > 1 ? (
          <Center py="md">
            <Pagination
              total={totalPages}
              value={page}
              onChange={setPage}
              withEdges
              siblings={2}
              size="sm"
            />
          </Center>
        ) : null}
      </Paper>
    </Stack>
  );
}
