//! /lp-invest-union-management/detail/{fundIdx}/apply/member/{memberIdx}: one applicant, the
//! status changes the server allows, and the status history.
import {
  Alert,
  Button,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatWonUnit,
} from '@/shared/format';
import { IconInfo } from '@/shared/ui/icons';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useChangeApplicantStatusMutation, useGetApplicantQuery } from '../applicantApi';
import { ApplicantStatusBadge } from '../components/ApplicantStatusBadge';
import { UnionLoadError } from '../components/UnionLoadError';
import { applicantStatusInfo, lpTypeLabel, unionDetailPath } from '../model';

export const APPLICANT_NOT_FOUND = '출자 신청 내역을 찾을 수 없습니다.';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children}
      </Text>
    </Stack>
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
    return (
      <Center py={64}>
        <Paper withBorder shadow="xs" p={48} maw={520} w="100%" ta="center">
          <Stack align="center" gap="md">
            <Title order={1} fz={24}>
              {APPLICANT_NOT_FOUND}
            </Title>
            {back}
          </Stack>
        </Paper>
      </Center>
    );
  }
  if (error) return <UnionLoadError error={error} onRetry={() => void refetch()} />;
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={240} />
      </Stack>
    );
  }

  const { applicant, history, next_statuses: nextStatuses } = data;
  const confirm = (target: string) => {
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
      <Alert color="blue" variant="light" icon={<IconInfo size={18} />}>
        조합원 제출 서류({formatNumber(applicant.document_count)}건)는 LP 초대 기능과 함께 제공될
        예정입니다.
      </Alert>
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
