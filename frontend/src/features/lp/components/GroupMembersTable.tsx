//! A group's members with '삭제' per row (after a confirmation), which saves the list without
//! that member.
import { Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { LpStatusBadge, lpTypeLabel } from '@/entities/lp';
import { formatPhone } from '@/shared/format';
import { notifySuccess } from '@/shared/ui/notify';
import { useSetGroupMembersMutation, type LpMemberDto } from '../api';
import { displayName } from '../model';

export function GroupMembersTable({
  groupId,
  members,
}: {
  groupId: number;
  members: LpMemberDto[];
}) {
  const [setMembers, { isLoading }] = useSetGroupMembersMutation();

  const confirmRemove = (member: LpMemberDto) =>
    modals.openConfirmModal({
      title: '멤버 삭제',
      children: <Text fz="sm">{displayName(member)}님을 그룹에서 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        const rest = members.filter((item) => item.id !== member.id).map((item) => item.id);
        setMembers({ groupId, groupMembersBody: { lp_member_ids: rest } })
          .unwrap()
          .then(() => notifySuccess('멤버를 삭제했습니다.'))
          // The base query has shown the server's reason.
          .catch(() => undefined);
      },
    });

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>이름</Table.Th>
            <Table.Th>구분</Table.Th>
            <Table.Th>연락처</Table.Th>
            <Table.Th>이메일</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td fw={600}>{displayName(member)}</Table.Td>
              <Table.Td>{lpTypeLabel(member.lp_type)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(member.phone)}</Table.Td>
              <Table.Td>{member.email || '-'}</Table.Td>
              <Table.Td>
                <LpStatusBadge status={member.status} size="sm" />
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  disabled={isLoading}
                  onClick={() => confirmRemove(member)}
                  aria-label={`${displayName(member)} 삭제`}
                >
                  삭제
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
