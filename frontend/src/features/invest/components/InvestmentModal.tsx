//! '투자 추가': the union buys new shares of a startup. The amount is shares × price, shown as it
//! is typed (the server refuses any other); the startup's issued shares before and after give
//! the pre-money and the stake.
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAddInvestmentMutation } from '../api';
import { useEntrySubmit } from '../hooks/useEntrySubmit';
import { EntryModal } from './EntryModal';
import { product, required, toNumber, WHOLE, type NumberValue } from './fields';
import { StartupSelect, type PickedStartup } from './StartupSelect';
import { AmountField, SharesAndPrice } from './ShareFields';
import { StockKindInput } from './StockKindInput';

interface Values {
  startup: PickedStartup | null;
  contracted_on: string;
  registered_on: string;
  invested_on: string;
  stock_kind: string;
  shares: NumberValue;
  price_per_share: NumberValue;
  /** Not typed (shares × price): held so the server's messages about it have a place. */
  amount: null;
  face_value: NumberValue;
  shares_before: NumberValue;
  shares_after: NumberValue;
}

export function InvestmentModal({
  unionId,
  startup,
  onClose,
}: {
  unionId: number;
  /** The card's startup; null to pick one (a first investment). */
  startup: PickedStartup | null;
  onClose: () => void;
}) {
  const [addInvestment] = useAddInvestmentMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      startup,
      contracted_on: '',
      registered_on: '',
      invested_on: '',
      stock_kind: '',
      shares: '',
      price_per_share: '',
      amount: null,
      face_value: '',
      shares_before: '',
      shares_after: '',
    },
    validate: {
      startup: required('기업을 선택해 주세요.'),
      contracted_on: required('계약일을 입력해 주세요.'),
      invested_on: required('투자일을 입력해 주세요.'),
      stock_kind: required('주식 종류를 입력해 주세요.'),
      shares: required('주식 수는 1주 이상이어야 합니다.'),
      price_per_share: required('주당 가격은 0원보다 커야 합니다.'),
      face_value: required('액면가는 0원보다 커야 합니다.'),
    },
  });
  const { refusal, send } = useEntrySubmit(
    form,
    { message: '투자를 추가했습니다.', then: onClose },
    { codeToField: { startup_not_found: 'startup' }, fields: { startup_id: 'startup' } },
  );
  const values = form.getValues();
  const amount = product(values.shares, values.price_per_share);

  const submit = (v: Values) =>
    send((key) =>
      addInvestment({
        'Idempotency-Key': key,
        unionId,
        investmentBody: {
          startup_id: v.startup?.id ?? 0,
          contracted_on: v.contracted_on,
          registered_on: v.registered_on || null,
          invested_on: v.invested_on,
          stock_kind: v.stock_kind.trim(),
          shares: toNumber(v.shares) ?? 0,
          price_per_share: toNumber(v.price_per_share) ?? 0,
          amount: amount ?? 0,
          face_value: toNumber(v.face_value) ?? 0,
          shares_before: toNumber(v.shares_before),
          shares_after: toNumber(v.shares_after),
        },
      }).unwrap(),
    );

  return (
    <EntryModal
      title={startup ? `${startup.name} 투자 추가` : '투자 추가'}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => void submit(v))}
      submitting={form.submitting}
      refusal={refusal}
    >
      {startup ? null : (
        <StartupSelect
          value={values.startup}
          onChange={(picked) => form.setFieldValue('startup', picked)}
          error={form.errors.startup as string | undefined}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="계약일"
          type="date"
          withAsterisk
          {...form.getInputProps('contracted_on')}
        />
        <TextInput label="등기일" type="date" {...form.getInputProps('registered_on')} />
        <TextInput label="투자일" type="date" withAsterisk {...form.getInputProps('invested_on')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <StockKindInput {...form.getInputProps('stock_kind')} />
        <NumberInput
          label="액면가"
          withAsterisk
          suffix="원"
          {...WHOLE}
          {...form.getInputProps('face_value')}
        />
        <SharesAndPrice
          shares={form.getInputProps('shares')}
          price={form.getInputProps('price_per_share')}
        />
        <NumberInput
          label="투자 전 발행주식 수"
          suffix="주"
          {...WHOLE}
          {...form.getInputProps('shares_before')}
        />
        <NumberInput
          label="투자 후 발행주식 수"
          suffix="주"
          {...WHOLE}
          {...form.getInputProps('shares_after')}
        />
      </SimpleGrid>
      <AmountField amount={amount} error={form.errors.amount} />
    </EntryModal>
  );
}
