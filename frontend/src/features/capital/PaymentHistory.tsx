//! The payment modal's list of the member's (or the GP's) payments so far, each cancellable
//! after a confirm (a payment recorded by mistake; the server may move a member back to
//! 서류제출), and what distributions paid them below.
import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notifySuccess } from '@/shared/ui/notify';
import {
  useCancelPaymentMutation,
  useGpPaymentsQuery,
  useMemberPaymentsQuery,
  type PaymentDto,
} from './api';
import { MemberDistributionList } from './MemberDistributionList';
import type { Payer } from './model';
import { PaymentList } from './PaymentList';

export const CANCEL_QUESTION = '이 납입 기록을 취소할까요?';

export function PaymentHistory({ unionId, payer }: { unionId: number; payer: Payer }) {
  const gpSeat = payer.gp_seat ?? null;
  const member = useMemberPaymentsQuery(
    { unionId, applicantId: payer.applicant_id ?? 0 },
    { skip: gpSeat !== null },
  );
  const gp = useGpPaymentsQuery({ unionId, gpSeat: gpSeat ?? 0 }, { skip: gpSeat === null });
  const { data, isLoading, isError } = gpSeat === null ? member : gp;
  const [cancelPayment] = useCancelPaymentMutation();
  const [cancelling, setCancelling] = useState<number | null>(null);

  const confirm = (payment: PaymentDto) =>
    modals.openConfirmModal({
      title: '납입 기록 취소',
      children: <Text fz="sm">{CANCEL_QUESTION}</Text>,
      labels: { confirm: '납입 취소', cancel: '닫기' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setCancelling(payment.id);
        cancelPayment({ unionId, paymentId: payment.id })
          .unwrap()
          .then(() => notifySuccess('납입 기록을 취소했습니다.'))
          // The refusal is shown by the base query.
          .catch(() => undefined)
          .finally(() => setCancelling(null));
      },
    });

  if (isLoading) return <Skeleton h={64} />;
  if (isError || !data) return <EmptyState text="납입 내역을 불러오지 못했습니다." py={24} />;
  return (
    <Stack gap="md">
      <PaymentList payments={data.payments} onCancel={confirm} cancelling={cancelling} />
      <Divider label="분배 내역" labelPosition="left" />
      <MemberDistributionList distributions={data.distributions} paidOut={data.position.paid_out} />
    </Stack>
  );
}
