//! The 'LP 등록' modal: records an LP by hand (name, 개인/법인, phone, e-mail, note); the
//! server's refusals show under their fields.
import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApiError } from '@/api/baseQuery';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { useCreateLpMemberMutation } from '../api';
import { oneOf } from '@/shared/codes/oneOf';
import { LP_TYPE_CODES } from '@/entities/lp';
import { asSubmitted } from '@/api/draft';
import type { LpMemberBody } from '@/api/gen/lpMembers';

interface Values {
  name: string;
  lp_type: string;
  phone: string;
  email: string;
  note: string;
}

const EMPTY: Values = { name: '', lp_type: 'individual', phone: '', email: '', note: '' };

export function LpMemberFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [create, { isLoading }] = useCreateLpMemberMutation();
  const idempotency = useIdempotencyKey();
  const form = useForm<Values>({ mode: 'controlled', initialValues: EMPTY });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (values: Values) => {
    try {
      await create({
        'Idempotency-Key': idempotency.key(),
        lpMemberBody: asSubmitted<LpMemberBody>({
          name: values.name.trim(),
          lp_type: oneOf(LP_TYPE_CODES, values.lp_type) ?? null,
          phone: values.phone || null,
          email: values.email.trim(),
          note: values.note.trim() || null,
        }),
      }).unwrap();
      idempotency.renew();
      notifySuccess('LP를 등록했습니다.');
      close();
    } catch (caught) {
      const error = caught as ApiError;
      // 409 lp_email_taken belongs to the e-mail field even though it is no validation error.
      if (!applyProblem(form, error, { lp_email_taken: 'email' }).placed) {
        notifyError(error.message);
      }
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="LP 등록" centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <TextInput label="이름" withAsterisk {...form.getInputProps('name')} />
          <Radio.Group label="구분" withAsterisk {...form.getInputProps('lp_type')}>
            <Group gap="lg" mt={6}>
              <Radio value="individual" label="개인" />
              <Radio value="corporate" label="법인" />
            </Group>
          </Radio.Group>
          <PhoneInput
            label="연락처"
            value={form.values.phone}
            onChange={(digits) => form.setFieldValue('phone', digits)}
            error={form.errors.phone}
          />
          <TextInput label="이메일" type="email" withAsterisk {...form.getInputProps('email')} />
          <Textarea label="메모" rows={2} {...form.getInputProps('note')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isLoading}>
              취소
            </Button>
            <Button type="submit" loading={isLoading}>
              등록
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
