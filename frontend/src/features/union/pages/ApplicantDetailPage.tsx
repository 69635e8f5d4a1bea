//! /lp-invest-union-management/detail/{fundIdx}/apply/member/{memberIdx}: one applicant, the
//! status changes the server allows, the documents the LP submitted, the member's payments (from
//! 서류제출 on) and the status history.
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
// Read-only list with no cache tag to add: the generated hook is used as it is.
import { useApplicantDocumentsQuery, type DocumentDto } from '@/api/gen/applicants';
import type { ApiError } from '@/api/baseQuery';
import {
  ApplicantStatusBadge,
  type ApplicantStatus,
  applicantStatusInfo,
} from '@/entities/applicant';
import { lpTypeLabel } from '@/entities/lp';
import { MemberPayments } from '@/features/capital/MemberPayments';
import { PAYING_STATUSES } from '@/features/capital/model';
import { downloadFile } from '@/shared/download/downloadFile';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPhone,
  formatWonUnit,
} from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { IconDownload } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { NotFound } from '@/shared/ui/NotFound';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useChangeApplicantStatusMutation, useGetApplicantQuery } from '../applicantApi';
import { UNION_LOAD_FAILED, unionDetailPath } from '../model';

export const APPLICANT_NOT_FOUND = '출자 신청 내역을 찾을 수 없습니다.';

export const NO_DOCUMENTS = '제출된 서류가 없습니다.';

/** The LP's submitted documents, each downloadable (with the bearer token, under its own name). */
function Documents({ unionId, applicantId }: { unionId: number; applicantId: number }) {
  // Asked again on every visit: the LP may have submitted more since.
  const { data, isLoading, isError } = useApplicantDocumentsQuery(
    { unionId, applicantId },
    { refetchOnMountOrArgChange: true },
  );
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (document: DocumentDto) => {
    setDownloading(document.id);
    try {
      await downloadFile(
        `api/v1/unions/${unionId}/applicants/${applicantId}/documents/${document.id}/download`,
        document.file_name,
      );
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(null);
    }
  };

  let body: ReactNode;
  if (isLoading) body = <Skeleton h={80} />;
  else if (isError) body = <EmptyState text="제출 서류를 불러오지 못했습니다." py={32} />;
  else if (!data || data.length === 0) body = <EmptyState text={NO_DOCUMENTS} py={32} />;
  else {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>서류</Table.Th>
              <Table.Th>파일명</Table.Th>
              <Table.Th ta="right">크기</Table.Th>
              <Table.Th>제출일</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td fw={600}>{document.kind_label}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{document.file_name}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(document.size_bytes)}
                </Table.Td>
                <Table.Td>{formatDate(document.uploaded_at)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconDownload size={16} />}
                    loading={downloading === document.id}
                    onClick={() => void download(document)}
                    aria-label={`${document.file_name} 다운로드`}
                  >
                    다운로드
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper component="section" aria-label="제출 서류" withBorder shadow="xs" p="lg">
      <Title order={2} fz={18} mb="md">
        제출 서류
      </Title>
      {body}
    </Paper>
  );
}

export function ApplicantDetailPage() {
  const { fundIdx, memberIdx } = useParams();
  const unionId = Number(fundIdx);
  const applicantId = Number(memberIdx);
  const valid =
    Number.isInteger(unionId) && unionId > 0 && Number.isInteger(applicantId) && applicantId > 0;
  const { data, error, isLoading, refetch } = useGetApplicantQuery(
    { unionId, applicantId },
    { skip: !valid },
  );
  const [changeStatus, { isLoading: changing }] = useChangeApplicantStatusMutation();
  const listPath = unionDetailPath(valid ? unionId : (fundIdx ?? ''), 'apply');
  const back = (
    <Button component={RouterLink} to={listPath} variant="default">
      목록
    </Button>
  );

  if (!valid || (error as ApiError | undefined)?.status === 404) {
    return <NotFound title={APPLICANT_NOT_FOUND} text={null} backTo={listPath} backLabel="목록" />;
  }
  if (error) {
    return <LoadError title={UNION_LOAD_FAILED} error={error} onRetry={() => void refetch()} />;
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={240} />
      </Stack>
    );
  }

  const { applicant, history, next_statuses: nextStatuses } = data;
  const confirm = (target: ApplicantStatus) => {
    const label = applicantStatusInfo(target).label;
    modals.openConfirmModal({
      title: '신청 상태 변경',
      children: (
        <Text fz="sm">
          신청 상태를 &lsquo;{applicantStatusInfo(applicant.status).label}&rsquo;에서 &lsquo;
          {label}&rsquo;(으)로 변경하시겠습니까?
        </Text>
      ),
      labels: { confirm: '변경', cancel: '취소' },
      onConfirm: () => {
        changeStatus({ unionId, applicantId, applicantStatusBody: { status: target } })
          .unwrap()
          .then(() => notifySuccess(`신청 상태를 '${label}'(으)로 변경했습니다.`))
          .catch((caught: ApiError) => notifyError(caught.message));
      },
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm" align="center">
          <Title order={1} fz={26}>
            {applicant.name}
          </Title>
          <ApplicantStatusBadge status={applicant.status} size="lg" />
        </Group>
        <Group gap="sm">
          {nextStatuses.map((code) => (
            <Button key={code} variant="light" loading={changing} onClick={() => confirm(code)}>
              {applicantStatusInfo(code).label}
            </Button>
          ))}
          {back}
        </Group>
      </Group>
      <Paper withBorder shadow="xs" p="lg">
        <Title order={2} fz={18} mb="md">
          신청 정보
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Field label="이름">{applicant.name}</Field>
          <Field label="구분">{lpTypeLabel(applicant.lp_type)}</Field>
          <Field label="좌수">{formatNumber(applicant.unit_count)}좌</Field>
          <Field label="신청 금액">
            {formatNumber(applicant.amount)}원 ({formatWonUnit(applicant.amount)})
          </Field>
          <Field label="연락처">{formatPhone(applicant.phone)}</Field>
          <Field label="이메일">{applicant.email || '-'}</Field>
          <Field label="서류">{formatNumber(applicant.document_count)}건</Field>
          <Field label="상태">{applicantStatusInfo(applicant.status).label}</Field>
          <Field label="신청일">{formatDate(applicant.applied_at)}</Field>
        </SimpleGrid>
      </Paper>
      <Documents unionId={unionId} applicantId={applicantId} />
      {PAYING_STATUSES.includes(applicant.status) ? (
        <MemberPayments unionId={unionId} applicantId={applicantId} />
      ) : null}
      <Paper withBorder shadow="xs" p="lg">
        <Title order={2} fz={18} mb="md">
          상태 변경 이력
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed" fz="sm">
            내역이 없습니다.
          </Text>
        ) : (
          <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
            {history.map((change, index) => (
              <Timeline.Item
                key={`${change.changed_at}-${index}`}
                title={
                  <span data-testid="history-item">
                    {change.from_status ? applicantStatusInfo(change.from_status).label : '신청'} →{' '}
                    {applicantStatusInfo(change.to_status).label}
                  </span>
                }
              >
                <Text fz="xs" c="dimmed">
                  변경자 {change.changed_by || '-'} · {formatDateTime(change.changed_at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Paper>
    </Stack>
  );
}
