//! Asks before paying for a plan: the plan, the price, the term and what happens to the plan in
//! use; then opens the payment window. A failure to start stays in the modal.
import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Field } from '@/shared/ui/Field';
import type { PlanDto } from '../api';
import { useCheckout } from '../hooks/useCheckout';
import {
  PLAN_ACTION_LABELS,
  PLAN_CHANGE_NOTE,
  payLabel,
  pointsText,
  won,
  type PlanAction,
} from '../model';

const NOTES: Record<Exclude<PlanAction, 'none'>, string> = {
  join: '결제한 날부터 이용 기간이 시작됩니다.',
  change: `결제한 날부터 새 플랜이 시작됩니다. ${PLAN_CHANGE_NOTE}`,
  extend: '지금 이용 기간이 끝나는 날부터 이어서 연장됩니다.',
};

export function PlanCheckoutModal({
  plan,
  action,
  onClose,
}: {
  plan: PlanDto | null;
  action: PlanAction;
  onClose: () => void;
}) {
  const { start, opening, error, clearError } = useCheckout();
  const close = () => {
    if (opening) return;
    clearError();
    onClose();
  };
  const title = action === 'none' ? '멤버십' : `멤버십 ${PLAN_ACTION_LABELS[action]}`;

  return (
    <Modal opened={plan !== null} onClose={close} title={title} centered>
      {plan && action !== 'none' ? (
        <Stack gap="md">
          <Box component="dl" m={0}>
            <Field label="플랜" layout="row">
              {plan.name}
            </Field>
            <Field label="결제 금액" layout="row">
              {won(plan.price)}
            </Field>
            <Field label="이용 기간" layout="row">
              {plan.term_days}일
            </Field>
            <Field label="제공 포인트" layout="row">
              {pointsText(plan.included_points)}
            </Field>
          </Box>
          <Text fz="sm" c="dimmed" lh={1.6}>
            {NOTES[action]}
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={opening}>
              취소
            </Button>
            <Button loading={opening} onClick={() => void start('membership', plan.code)}>
              {payLabel(plan.price)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
