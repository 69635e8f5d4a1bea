//! '후속 투자 추가': a later round of the startup, by any investor. Its price reprices the union's
//! shares from that day; its issued shares after give the post-money. The amount is shares ×
//! price, shown as it is typed.
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { koreanToday } from '@/shared/format';
import { useAddFundingRoundMutation } from '../api';
import { useEntrySubmit } from '../hooks/useEntrySubmit';
import { EntryModal } from './EntryModal';
import { product, required, toNumber, WHOLE, type NumberValue } from './fields';
import type { PickedStartup } from './StartupSelect';
import { AmountField, SharesAndPrice } from './ShareFields';
import { StockKindInput } from './StockKindInput';

interface Values {
  on: string;
  investor: string;
  stock_kind: string;
  shares: NumberValue;
  price_per_share: NumberValue;
  /** Not typed (shares × price): held so the server's messages about it have a place. */
  amount: null;
  shares_after: NumberValue;
}

export function RoundModal({ startup, onClose }: { startup: PickedStartup; onClose: () => void }) {
  const [addRound] = useAddFundingRoundMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      on: koreanToday(),
      investor: '',
      stock_kind: '',
      shares: '',
      price_per_share: '',
      amount: null,
      shares_after: '',
    },
    validate: {
      on: required('투자일을 입력해 주세요.'),
      investor: required('투자사를 입력해 주세요.'),
      stock_kind: required('주식 종류를 입력해 주세요.'),
      shares: required('주식 수는 1주 이상이어야 합니다.'),
      price_per_share: required('주당 가격은 0원보다 커야 합니다.'),
    },
  });
  const { refusal, send } = useEntrySubmit(form, {
    message: '후속 투자를 추가했습니다.',
    then: onClose,
  });
  const values = form.getValues();
  const amount = product(values.shares, values.price_per_share);

  const submit = (v: Values) =>
    send((key) =>
      addRound({
        'Idempotency-Key': key,
        startupId: startup.id,
        fundingRoundBody: {
          on: v.on,
          investor: v.investor.trim(),
          stock_kind: v.stock_kind.trim(),
          shares: toNumber(v.shares) ?? 0,
          price_per_share: toNumber(v.price_per_share) ?? 0,
          amount: amount ?? 0,
          shares_after: toNumber(v.shares_after),
        },
      }).unwrap(),
    );

  return (
    <EntryModal
      title={`${startup.name} 후속 투자 추가`}
      onClose={onClose}
      onSubmit={form.onSubmit((v) => void submit(v))}
      submitting={form.submitting}
      refusal={refusal}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="투자일" type="date" withAsterisk {...form.getInputProps('on')} />
        <TextInput
          label="투자사"
          withAsterisk
          maxLength={100}
          {...form.getInputProps('investor')}
        />
        <StockKindInput {...form.getInputProps('stock_kind')} />
        <SharesAndPrice
          shares={form.getInputProps('shares')}
          price={form.getInputProps('price_per_share')}
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
