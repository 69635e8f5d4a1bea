//! An LP's applications: union (linking to the applicant detail), units, amount, status,
//! documents and date, with '매칭 해제' per row after a confirmation.
import { Anchor, Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ApplicantStatusBadge, applicantDetailPath } from '@/entities/applicant';
import { formatDate, formatNumber, formatWonUnit } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useUnmatchApplicantMutation, type LpApplicationDto } from '../api';

export function ApplicationsTable({
  lpMemberId,
  applications,
}: {
  lpMemberId: number;
  applications: LpApplicationDto[];
}) {
  const [unmatch, { isLoading }] = useUnmatchApplicantMutation();

  const confirmUnmatch = (application: LpApplicationDto) =>
    modals.openConfirmModal({
      title: '매칭 해제',
      children: (
        <Text fz="sm">
          &lsquo;{application.union_name}&rsquo; 출자 신청과의 매칭을 해제하시겠습니까?
        </Text>
      ),
      labels: { confirm: '해제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        unmatch({ lpMemberId, applicantId: application.applicant_id })
          .unwrap()
          .then(() => notifySuccess('매칭이 해제되었습니다.'))
          // The base query has shown the server's reason.
          .catch(() => undefined);
      },
    });

  if (applications.length === 0) return <EmptyState text="매칭된 출자 신청이 없습니다." py={40} />;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>조합명</Table.Th>
            <Table.Th ta="right">좌수</Table.Th>
            <Table.Th ta="right">금액</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th ta="right">서류</Table.Th>
            <Table.Th>신청일</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((application) => (
            <Table.Tr key={application.applicant_id}>
              <Table.Td fw={600}>
                <Anchor
                  component={RouterLink}
                  to={applicantDetailPath(application.union_id, application.applicant_id)}
                  fz="sm"
                >
                  {application.union_name}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(application.unit_count)}</Table.Td>
              <Table.Td ta="right">{formatWonUnit(application.amount)}</Table.Td>
              <Table.Td>
                <ApplicantStatusBadge status={application.status} size="sm" />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(application.document_count)}</Table.Td>
              <Table.Td>{formatDate(application.applied_at)}</Table.Td>
              <Table.Td ta="right">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  disabled={isLoading}
                  onClick={() => confirmUnmatch(application)}
                  aria-label={`${application.union_name} 매칭 해제`}
                >
                  매칭 해제
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
