//! '내 출자 신청': the LP's applications, a row each; a row opens the application.
import { Table } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { ApplicantStatusBadge } from '@/entities/applicant';
import { formatDate, formatNumber, formatWonUnit } from '@/shared/format';
import { myApplicationPath } from '../model';
import type { MyApplicationDto } from '../api';

function ApplicationRow({ item, onOpen }: { item: MyApplicationDto; onOpen: () => void }) {
  const { applicant, union } = item;
  return (
    <Table.Tr
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
      }}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td fw={600}>{union.union_name}</Table.Td>
      <Table.Td>{union.firm_name}</Table.Td>
      <Table.Td ta="right">{formatNumber(applicant.unit_count)}좌</Table.Td>
      <Table.Td ta="right">{formatWonUnit(applicant.amount)}</Table.Td>
      <Table.Td>
        <ApplicantStatusBadge size="sm" status={applicant.status} />
      </Table.Td>
      <Table.Td ta="right">{formatNumber(applicant.document_count)}건</Table.Td>
      <Table.Td>{formatDate(applicant.applied_at)}</Table.Td>
    </Table.Tr>
  );
}

export function MyApplicationsTable({ items }: { items: MyApplicationDto[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>조합명</Table.Th>
            <Table.Th>운용사</Table.Th>
            <Table.Th ta="right">좌수</Table.Th>
            <Table.Th ta="right">금액</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th ta="right">서류</Table.Th>
            <Table.Th>신청일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <ApplicationRow
              key={item.applicant.id}
              item={item}
              onOpen={() => void navigate(myApplicationPath(item.applicant.id))}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
