//! What an investment and a later round both ask: a number of shares at a price, and the amount
//! they make (shown as typed; the server refuses an amount that is not shares × price).
import { NumberInput, TextInput, type NumberInputProps } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { WHOLE } from './fields';

type InputProps = Partial<NumberInputProps>;

export function SharesAndPrice({ shares, price }: { shares: InputProps; price: InputProps }) {
  return (
    <>
      <NumberInput label="주식 수" withAsterisk suffix="주" {...WHOLE} {...shares} />
      <NumberInput label="주당 가격" withAsterisk suffix="원" {...WHOLE} {...price} />
    </>
  );
}

export function AmountField({ amount, error }: { amount: number | null; error: React.ReactNode }) {
  return (
    <TextInput
      label="투자 금액"
      description="주식 수 × 주당 가격"
      readOnly
      value={amount === null ? '-' : `${formatNumber(amount)}원`}
      error={error}
    />
  );
}
