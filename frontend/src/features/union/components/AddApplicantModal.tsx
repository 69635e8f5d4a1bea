//! The '신청자 추가' modal: name, LP type, units (amount shown live), phone, e-mail; server errors under fields.
import { Button, Group, Modal, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { useAddApplicantMutation } from '../applicantApi';
import { oneOf } from '@/shared/codes/oneOf';
import { LP_TYPE_CODES } from '@/entities/lp';
import { asSubmitted } from '@/api/draft';
import type { ApplicantBody } from '@/api/gen/applicants';

interface Values {
  name: string;
  lp_type: string;
  unit_count: number | string;
  phone: string;
  email: string;
}

const EMPTY: Values = { name: '', lp_type: 'individual', unit_count: '', phone: '', email: '' };

export function AddApplicantModal({
  unionId,
  unitPrice,
  opened,
  onClose,
}: {
  unionId: number;
  unitPrice: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [addApplicant, { isLoading }] = useAddApplicantMutation();
  const idempotency = useIdempotencyKey();
  const form = useForm<Values>({ mode: 'controlled', initialValues: EMPTY });
  const units = typeof form.values.unit_count === 'number' ? form.values.unit_count : 0;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (values: Values) => {
    try {
      await addApplicant({
        unionId,
        'Idempotency-Key': idempotency.key(),
        applicantBody: asSubmitted<ApplicantBody>({
          name: values.name.trim(),
          lp_type: oneOf(LP_TYPE_CODES, values.lp_type) ?? null,
          unit_count: typeof values.unit_count === 'number' ? values.unit_count : null,
          phone: values.phone || null,
          email: values.email.trim() || null,
        }),
      }).unwrap();
      idempotency.renew();
      notifySuccess('추가되었습니다.');
      close();
    } catch (caught) {
      const error = caught as ApiError;
      if (!applyProblem(form, error).placed) notifyError(error.message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="신청자 추가" centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <TextInput label="이름" withAsterisk {...form.getInputProps('name')} />
          <Radio.Group label="구분" withAsterisk {...form.getInputProps('lp_type')}>
            <Group gap="lg" mt={6}>
              <Radio value="individual" label="개인" />
              <Radio value="corporate" label="법인" />
            </Group>
          </Radio.Group>
          <NumberInput
            label="좌수"
            withAsterisk
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('unit_count')}
          />
          <Text fz="sm" c="dimmed">
            신청 금액{' '}
            <Text span fw={700} c="dark.7" data-testid="applicant-amount">
              {formatNumber(units * unitPrice)}원
            </Text>{' '}
            (1좌 {formatNumber(unitPrice)}원)
          </Text>
          <PhoneInput
            label="연락처"
            value={form.values.phone}
            onChange={(digits) => form.setFieldValue('phone', digits)}
            error={form.errors.phone}
          />
          <TextInput label="이메일" type="email" {...form.getInputProps('email')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isLoading}>
              취소
            </Button>
            <Button type="submit" loading={isLoading} disabled={isLoading}>
              추가
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
