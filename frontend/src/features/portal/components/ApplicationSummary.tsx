//! The application at a glance: status, units and amount, the applicant's details and the union's terms.
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ApplicantStatusBadge } from '@/entities/applicant';
import { lpTypeLabel } from '@/entities/lp';
import {
  dash,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatWonUnit,
} from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import type { MyApplicationDto } from '../api';

export function ApplicationSummary({ application }: { application: MyApplicationDto }) {
  const { applicant, union } = application;
  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack gap="md">
        <Group gap="xs">
          <Text fw={600}>신청 상태</Text>
          <ApplicantStatusBadge size="sm" status={applicant.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Field label="좌수">{formatNumber(applicant.unit_count)}좌</Field>
          <Field label="출자 금액">
            {formatNumber(applicant.amount)}원 ({formatWonUnit(applicant.amount)})
          </Field>
          <Field label="1좌 금액">{formatNumber(union.unit_price)}원</Field>
          <Field label="신청일">{formatDateTime(applicant.applied_at)}</Field>
          <Field label="신청자">{applicant.name}</Field>
          <Field label="구분">{lpTypeLabel(applicant.lp_type)}</Field>
          <Field label="연락처">{formatPhone(applicant.phone)}</Field>
          <Field label="이메일">{dash(applicant.email)}</Field>
          <Field label="결성 목표액">{formatNumber(union.target_amount)}원</Field>
          <Field label="모집 기간">
            {formatDate(union.recruitment_start_date)} ~ {formatDate(union.recruitment_end_date)}
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
