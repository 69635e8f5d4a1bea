//! '점수 조정' (fact-checkers only): one axis moved by −30 to 30 points with a required reason;
//! 0 returns the axis to the model. The server's field messages show under their inputs, anything
//! else as a notification; a saved adjustment closes the dialog (the page shows the answer).
import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { useAdjustScoreMutation, type ScoreAdjustmentDto, type ScoreAxisCode } from '../scoreApi';
import { AXIS_OPTIONS, POINTS_LIMIT, REASON_MAX, signedPoints } from '../scoreAdjust';

export const ADJUSTED = '점수를 조정했습니다.';
const FAILED_TITLE = '점수를 조정하지 못했습니다.';

interface Values {
  axis: string | null;
  points: number | string;
  reason: string;
}

const validate = {
  axis: (value: string | null) => (value ? null : '조정할 항목을 선택해 주세요.'),
  points: (value: number | string) => {
    if (value === '' || typeof value !== 'number') return '조정 점수를 입력해 주세요.';
    return Number.isInteger(value) && Math.abs(value) <= POINTS_LIMIT
      ? null
      : `점수는 ±${POINTS_LIMIT}점까지 조정할 수 있습니다.`;
  },
  reason: (value: string) => (value.trim() ? null : '조정 사유를 입력해 주세요.'),
};

export function ScoreAdjustModal({
  startupId,
  opened,
  adjustments,
  onClose,
}: {
  startupId: number;
  opened: boolean;
  /** The adjustments in force, to say what the chosen axis stands at. */
  adjustments: ScoreAdjustmentDto[];
  onClose: () => void;
}) {
  const [adjust, { isLoading: saving }] = useAdjustScoreMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { axis: null, points: '', reason: '' },
    validate,
  });
  const current = adjustments.find((adjustment) => adjustment.axis === form.values.axis);

  const submit = async (values: Values) => {
    try {
      await adjust({
        startupId,
        scoreAdjustmentBody: {
          axis: values.axis as ScoreAxisCode,
          points: Number(values.points),
          reason: values.reason.trim(),
        },
      }).unwrap();
      notifySuccess(ADJUSTED);
      onClose();
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) {
        notifyError(unplaced.map((item) => item.message).join('\n') || error.message, FAILED_TITLE);
      }
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title="점수 조정"
      centered
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            조정은 기업 가치 평가에 바로 반영되고, 사유와 함께 기업 정보에 표시됩니다.
          </Text>
          <Select
            label="항목"
            placeholder="조정할 항목"
            withAsterisk
            data={AXIS_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('axis')}
          />
          <NumberInput
            label="조정 점수"
            withAsterisk
            min={-POINTS_LIMIT}
            max={POINTS_LIMIT}
            allowDecimal={false}
            clampBehavior="none"
            rightSection={
              <Text fz="sm" c="dimmed">
                점
              </Text>
            }
            description={`${current ? `현재 ${signedPoints(current.points)} 조정 중입니다. ` : ''}−${POINTS_LIMIT}점부터 ${POINTS_LIMIT}점까지, 0점은 모델 점수로 되돌립니다.`}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            {...form.getInputProps('points')}
          />
          <Textarea
            label="조정 사유"
            withAsterisk
            rows={4}
            maxLength={REASON_MAX}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            description={`${formatNumber(form.values.reason.length)}/${formatNumber(REASON_MAX)}자`}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              취소
            </Button>
            <Button type="submit" loading={saving}>
              저장
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
