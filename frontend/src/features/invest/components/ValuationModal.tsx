//! '가치 평가 추가': the firm's own price per share of a startup on a day, with its basis. On its
//! day it outranks a round and the union's purchase price; 0원 writes the shares off.
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { koreanToday } from '@/shared/format';
import { useAddValuationMutation } from '../api';
import { useEntrySubmit } from '../hooks/useEntrySubmit';
import { EntryModal } from './EntryModal';
import { required, toNumber, WHOLE, type NumberValue } from './fields';
import type { PickedStartup } from './StartupSelect';

interface Values {
  on: string;
  price_per_share: NumberValue;
  basis: string;
}

export function ValuationModal({
  startup,
  onClose,
}: {
  startup: PickedStartup;
  onClose: () => void;
}) {
  const [addValuation] = useAddValuationMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { on: koreanToday(), price_per_share: '', basis: '' },
    validate: {
      on: required('평가일을 입력해 주세요.'),
      price_per_share: required('주당 평가액은 0원 이상이어야 합니다.'),
      basis: required('평가 근거를 입력해 주세요.'),
    },
  });
  const { refusal, send } = useEntrySubmit(form, {
    message: '가치 평가를 추가했습니다.',
    then: onClose,
  });

  const submit = (v: Values) =>
    send((key) =>
      addValuation({
        'Idempotency-Key': key,
        startupId: startup.id,
        valuationBody: {
          on: v.on,
          price_per_share: toNumber(v.price_per_share) ?? 0,
          basis: v.basis.trim(),
        },
      }).unwrap(),
    );

  return (
    <EntryModal
      title={`${startup.name} 가치 평가 추가`}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => void submit(v))}
      submitting={form.submitting}
      refusal={refusal}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="평가일" type="date" withAsterisk {...form.getInputProps('on')} />
        <NumberInput
          label="주당 평가액"
          withAsterisk
          suffix="원"
          {...WHOLE}
          {...form.getInputProps('price_per_share')}
        />
      </SimpleGrid>
      <Textarea
        label="평가 근거"
        withAsterisk
        rows={3}
        maxLength={500}
        placeholder="예: 2025년 외부 평가 보고서, 동종 기업 비교"
        {...form.getInputProps('basis')}
      />
    </EntryModal>
  );
}
