//! 납입 내역 on the applicant's page (from 서류제출 on): what the member committed, was asked and
//! paid and still owes, the state of it, their payments and under them '분배 내역', what the
//! union's distributions paid them (both recorded in the 출자금 tab).
import { Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { useMemberPaymentsQuery } from './api';
import { shareStateInfo } from './model';
import { MemberDistributionList } from './MemberDistributionList';
import { PaymentList } from './PaymentList';

const won = (amount: number) => `${formatNumber(amount)}원`;

export function MemberPayments({ unionId, applicantId }: { unionId: number; applicantId: number }) {
  const { data, isLoading, isError } = useMemberPaymentsQuery({ unionId, applicantId });

  let body;
  if (isLoading) body = <Skeleton h={120} />;
  else if (isError || !data) body = <EmptyState text="납입 내역을 불러오지 못했습니다." py={32} />;
  else {
    const { position, payments, distributions } = data;
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Field label="약정">{won(position.commitment)}</Field>
          <Field label="요청">{won(position.called)}</Field>
          <Field label="납입">{won(position.paid)}</Field>
          <Field label="미납">{won(position.outstanding)}</Field>
        </SimpleGrid>
        <PaymentList payments={payments} />
        <Stack component="section" aria-label="분배 내역" gap="xs" mt="xs">
          <Title order={3} fz="md">
            분배 내역
          </Title>
          <MemberDistributionList distributions={distributions} paidOut={position.paid_out} />
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-label="납입 내역" withBorder shadow="xs" p="lg">
      <Group gap="sm" mb="md">
        <Title order={2} fz={18}>
          납입 내역
        </Title>
        {data ? <StatusBadge info={shareStateInfo(data.position)} /> : null}
      </Group>
      {body}
    </Paper>
  );
}
