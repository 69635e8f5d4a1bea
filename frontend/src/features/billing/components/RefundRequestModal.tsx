//! 환불 요청 of a points order: a reason (required, up to 500 characters) and the rule the
//! server applies. A refusal (7 days over, points spent) is shown in the modal.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { notifySuccess } from '@/shared/ui/notify';
import { useRequestRefundMutation, type OrderDto } from '../api';
import { REASON_MAX, reasonError, REFUND_RULE, won } from '../model';

function RefundForm({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const [requestRefund, { isLoading }] = useRequestRefundMutation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const invalid = reasonError(reason);
    setFieldError(invalid);
    setFailure(null);
    if (invalid || isLoading) return;
    try {
      await requestRefund({ orderId: order.id, refundBody: { reason: reason.trim() } }).unwrap();
      notifySuccess('환불을 요청했습니다. 운영팀 확인 후 카드 결제가 취소됩니다.');
      onClose();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.fieldErrors.reason) setFieldError(error.fieldErrors.reason);
      else setFailure(error.message);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        {order.order_name} · {won(order.amount)}
      </Text>
      <Text fz="sm" c="dimmed" lh={1.6}>
        {REFUND_RULE}
      </Text>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Textarea
        label="환불 사유"
        withAsterisk
        rows={4}
        maxLength={REASON_MAX}
        value={reason}
        error={fieldError}
        description={`${[...reason].length}/${REASON_MAX}자`}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          취소
        </Button>
        <Button color="red" loading={isLoading} onClick={() => void submit()}>
          환불 요청
        </Button>
      </Group>
    </Stack>
  );
}

export function RefundRequestModal({
  order,
  onClose,
}: {
  order: OrderDto | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="환불 요청" centered>
      {/* A fresh form for every order. */}
      {order ? <RefundForm key={order.id} order={order} onClose={onClose} /> : null}
    </Modal>
  );
}
