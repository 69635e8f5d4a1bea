//! '회수 추가': the union sells shares of a startup (a write-off is a sale for 0원). The union must
//! hold them on that day; otherwise the server refuses (409) and the form says why.
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatNumber, koreanToday } from '@/shared/format';
import { useAddRecoveryMutation } from '../api';
import { useEntrySubmit } from '../hooks/useEntrySubmit';
import { EntryModal } from './EntryModal';
import { required, toNumber, WHOLE, type NumberValue } from './fields';
import type { PickedStartup } from './StartupSelect';

interface Values {
  on: string;
  shares_sold: NumberValue;
  received: NumberValue;
}

export function RecoveryModal({
  unionId,
  startup,
  sharesHeld,
  onClose,
}: {
  unionId: number;
  startup: PickedStartup;
  /** Held on the base date: a hint, the server checks the day of the sale. */
  sharesHeld: number;
  onClose: () => void;
}) {
  const [addRecovery] = useAddRecoveryMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { on: koreanToday(), shares_sold: '', received: '' },
    validate: {
      on: required('회수일을 입력해 주세요.'),
      shares_sold: required('회수 주식 수는 1주 이상이어야 합니다.'),
      received: required('회수 금액은 0원 이상이어야 합니다.'),
    },
  });
  const { refusal, send } = useEntrySubmit(form, {
    message: '회수를 추가했습니다.',
    then: onClose,
  });

  const submit = (v: Values) =>
    send((key) =>
      addRecovery({
        'Idempotency-Key': key,
        unionId,
        recoveryBody: {
          startup_id: startup.id,
          on: v.on,
          shares_sold: toNumber(v.shares_sold) ?? 0,
          received: toNumber(v.received) ?? 0,
        },
      }).unwrap(),
    );

  return (
    <EntryModal
      title={`${startup.name} 회수 추가`}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => void submit(v))}
      submitting={form.submitting}
      refusal={refusal}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="회수일" type="date" withAsterisk {...form.getInputProps('on')} />
        <NumberInput
          label="회수 주식 수"
          description={`기준일 보유 ${formatNumber(sharesHeld)}주`}
          withAsterisk
          suffix="주"
          {...WHOLE}
          {...form.getInputProps('shares_sold')}
        />
        <NumberInput
          label="회수 금액"
          withAsterisk
          suffix="원"
          {...WHOLE}
          {...form.getInputProps('received')}
        />
      </SimpleGrid>
    </EntryModal>
  );
}
