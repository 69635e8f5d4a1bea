//! 승인 (the card charge is cancelled and the points taken back) or 거절 (with the reason the
//! firm is shown) of one refund request. The gateway's refusal or absence stays in the modal:
//! the request is left open to decide again.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { notifySuccess } from '@/shared/ui/notify';
import { useDecideRefundMutation, type RefundRequestDto } from '../api';
import { REASON_MAX, reasonError, won } from '../model';
import { APPROVE_NOTE } from './model';
import type { Decision } from './RefundRequestRows';

function DecisionForm({
  request,
  decision,
  onClose,
}: {
  request: RefundRequestDto;
  decision: Decision;
  onClose: () => void;
}) {
  const [decide, { isLoading }] = useDecideRefundMutation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const approve = decision === 'approve';
  const { order } = request;

  const submit = async () => {
    const invalid = approve ? null : reasonError(reason);
    setFieldError(invalid);
    setFailure(null);
    if (invalid || isLoading) return;
    try {
      await decide({
        orderId: order.id,
        refundDecisionBody: approve ? { approve } : { approve, reason: reason.trim() },
      }).unwrap();
      notifySuccess(approve ? '환불을 승인했습니다.' : '환불 요청을 거절했습니다.');
      onClose();
    } catch (caught) {
      const error = caught as ApiError;
      if (!approve && error.fieldErrors.reason) setFieldError(error.fieldErrors.reason);
      else setFailure(error.message);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm" fw={600}>
        {request.company_name} · {order.order_name} · {won(order.refund?.amount ?? order.amount)}
      </Text>
      {approve ? <Text fz="sm">{APPROVE_NOTE}</Text> : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {approve ? null : (
        <Textarea
          label="거절 사유"
          description="회사에 그대로 보여집니다."
          withAsterisk
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          error={fieldError}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isLoading}>
          취소
        </Button>
        <Button color={approve ? 'brand' : 'red'} loading={isLoading} onClick={() => void submit()}>
          {approve ? '승인' : '거절'}
        </Button>
      </Group>
    </Stack>
  );
}

export function DecisionModal({
  target,
  onClose,
}: {
  target: { request: RefundRequestDto; decision: Decision } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.decision === 'reject' ? '환불 거절' : '환불 승인'}
      centered
    >
      {target ? (
        <DecisionForm
          key={`${target.request.order.id}-${target.decision}`}
          request={target.request}
          decision={target.decision}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
