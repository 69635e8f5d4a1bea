//! The unit-count dialog: 좌수 (required, spec section 5), the amount it makes shown live, then
//! the application. The server's reasons (not recruiting, already applied) stay in the dialog.
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { useApplyMutation, type PortalUnionDto } from '../api';

/** Spec section 5 and 8: the one message for a missing unit count. */
export const UNIT_COUNT_REQUIRED = '좌수를 입력해 주세요';

interface Values {
  unit_count: number | string;
}

function ApplyForm({ union, onClose }: { union: PortalUnionDto; onClose: () => void }) {
  const [apply, { isLoading }] = useApplyMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { unit_count: '' },
    validate: {
      // NumberInput gives '' when empty; 0 units is no application either.
      unit_count: (value) => (typeof value === 'number' && value > 0 ? null : UNIT_COUNT_REQUIRED),
    },
  });
  const units = typeof form.values.unit_count === 'number' ? form.values.unit_count : 0;

  const submit = async (values: Values) => {
    setProblem(null);
    try {
      await apply({
        unionId: union.union_id,
        // The price the LP was shown: if the GP changed it since, the server refuses, not charges.
        applyBody: { unit_count: Number(values.unit_count), unit_price: union.unit_price },
      }).unwrap();
      notifySuccess('출자 신청이 완료되었습니다.');
      onClose();
    } catch (caught) {
      const error = caught as ApiError;
      if (!applyProblem(form, error).placed) setProblem(error.message);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Text fz="xs" c="dimmed">
            {union.firm_name}
          </Text>
          <Text fw={700}>{union.union_name}</Text>
        </Stack>
        <NumberInput
          label="좌수"
          withAsterisk
          min={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          suffix="좌"
          data-autofocus
          {...form.getInputProps('unit_count')}
        />
        <Text fz="sm" c="dimmed">
          출자 금액{' '}
          <Text span fw={700} c="dark.7" data-testid="apply-amount">
            {formatNumber(units * union.unit_price)}원
          </Text>{' '}
          (1좌 {formatNumber(union.unit_price)}원)
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isLoading}>
            취소
          </Button>
          <Button type="submit" loading={isLoading}>
            신청
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Open while `union` is set; the form starts empty for every union. */
export function ApplyDialog({
  union,
  onClose,
}: {
  union: PortalUnionDto | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={union !== null} onClose={onClose} title="출자 신청" centered>
      {union ? <ApplyForm key={union.union_id} union={union} onClose={onClose} /> : null}
    </Modal>
  );
}
