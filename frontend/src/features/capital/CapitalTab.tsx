//! 출자금: the union's capital book — the totals, the calls (수시납·분할납) and every member from
//! 서류제출 on with their share of each call, payments recorded in a modal per member, and the
//! distributions paid out to them.
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UnionDetail } from '@/api/gen/unions';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/LoadError';
import { useGetCapitalQuery } from './api';
import { CallsSection } from './CallsSection';
import { CapitalSummary } from './CapitalSummary';
import { DistributionSection } from './DistributionSection';
import { MembersTable, NO_MEMBERS } from './MembersTable';
import { isLumpSum, payerKey } from './model';
import { PaymentModal } from './PaymentModal';

export const LUMP_SUM_LINE = '일시납 조합은 출자 요청 없이 약정 금액 전액을 납입합니다.';

export function CapitalTab({ union }: { union: UnionDetail }) {
  const { data, error, refetch } = useGetCapitalQuery({ unionId: union.id });
  const [paying, setPaying] = useState<string | null>(null);

  if (error)
    return (
      <LoadError
        title="출자금 현황을 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (!data)
    return (
      <Stack gap="md">
        <Skeleton h={140} />
        <Skeleton h={360} />
      </Stack>
    );

  // Read from the latest book, so the modal follows a payment cancelled in it.
  const member = data.members.find((item) => payerKey(item) === paying) ?? null;
  return (
    <Stack gap="lg">
      <CapitalSummary book={data} />
      {isLumpSum(data) ? (
        <Text fz="sm" c="dimmed">
          {LUMP_SUM_LINE}
        </Text>
      ) : (
        <CallsSection unionId={union.id} book={data} />
      )}
      <Paper withBorder shadow="xs" p="lg" component="section" aria-label="조합원 납입 현황">
        <Title order={3} fz="md" mb="md">
          조합원 납입 현황
        </Title>
        {data.members.length === 0 ? (
          <EmptyState text={NO_MEMBERS} py={32} />
        ) : (
          <MembersTable unionId={union.id} book={data} onPay={setPaying} />
        )}
      </Paper>
      <DistributionSection unionId={union.id} book={data} />
      <PaymentModal
        unionId={union.id}
        book={data}
        member={member}
        onClose={() => setPaying(null)}
      />
    </Stack>
  );
}
