//! The LP dashboard's latest submitted documents, each linking to the applicant's page.
import { Anchor, Table } from '@mantine/core';
import { applicantDetailPath } from '@/entities/applicant';
import { formatDate } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { RecentDocumentDto } from '../api';

export function RecentDocumentsTable({ items }: { items: RecentDocumentDto[] }) {
  if (items.length === 0) return <EmptyState py={32} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" horizontalSpacing="md">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>신청자</Table.Th>
            <Table.Th>조합명</Table.Th>
            <Table.Th>서류</Table.Th>
            <Table.Th>파일명</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>제출일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={`${item.applicant_id}-${item.kind}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={RouterLink}
                  to={applicantDetailPath(item.union_id, item.applicant_id)}
                  fz="sm"
                  fw={600}
                >
                  {item.applicant_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{item.union_name}</Table.Td>
              <Table.Td>{item.kind_label}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{item.file_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.uploaded_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
