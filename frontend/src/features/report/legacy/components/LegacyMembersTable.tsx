//! The members a legacy report was made for: name, union, contribution, whether they opened the
//! report in the previous system ('열람' / '미열람') and their e-mail.
import { Text } from '@mantine/core';
import { dash, formatWonReport } from '@/shared/format';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { LegacyMemberDto } from '@/features/report/api';
import { DataTable, type Column } from '@/features/report/components/DataTable';

const VIEWED = { label: '열람', color: 'teal' };
const NOT_VIEWED = { label: '미열람', color: 'gray' };

const COLUMNS: Column<LegacyMemberDto>[] = [
  {
    header: '이름',
    cell: (member) => (
      <Text fw={600} fz="sm">
        {member.member_name}
      </Text>
    ),
  },
  { header: '조합', cell: (member) => member.fund_name },
  { header: '출자금액', figure: true, cell: (member) => formatWonReport(member.invest_money) },
  {
    header: '열람 여부',
    cell: (member) => <StatusBadge info={member.viewed ? VIEWED : NOT_VIEWED} size="sm" />,
  },
  { header: '이메일', cell: (member) => dash(member.email) },
];

export function LegacyMembersTable({
  members,
  emptyText,
}: {
  members: LegacyMemberDto[];
  emptyText: string;
}) {
  return (
    <DataTable
      label="회원 현황"
      columns={COLUMNS}
      // Two members of one name can share a union: the place in the list keeps rows apart.
      rows={members.map((member, index) => ({ ...member, index }))}
      rowKey={(member) => member.index}
      emptyText={emptyText}
    />
  );
}
