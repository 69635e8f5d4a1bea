//! The LP dashboard's latest applications, each linking to the applicant's page.
import { Anchor, Table } from '@mantine/core';
import { ApplicantStatusBadge, applicantDetailPath } from '@/entities/applicant';
import { formatDate, formatWonUnit } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { RecentApplicationDto } from '../api';

// Amounts, statuses and dates stay on one line; the union name takes what is left.
const oneLine = { whiteSpace: 'nowrap' } as const;

export function RecentApplicationsTable({ items }: { items: RecentApplicationDto[] }) {
  if (items.length === 0) return <EmptyState py={32} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" horizontalSpacing="md">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>신청자</Table.Th>
            <Table.Th>조합명</Table.Th>
            <Table.Th ta="right" style={oneLine}>
              금액
            </Table.Th>
            <Table.Th style={oneLine}>상태</Table.Th>
            <Table.Th style={oneLine}>신청일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.applicant_id}>
              <Table.Td style={oneLine}>
                <Anchor
                  component={RouterLink}
                  to={applicantDetailPath(item.union_id, item.applicant_id)}
                  fz="sm"
                  fw={600}
                >
                  {item.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{item.union_name}</Table.Td>
              <Table.Td ta="right" style={oneLine}>
                {formatWonUnit(item.amount)}
              </Table.Td>
              <Table.Td style={oneLine}>
                <ApplicantStatusBadge status={item.status} size="sm" />
              </Table.Td>
              <Table.Td style={oneLine}>{formatDate(item.applied_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
