//! What the ledger forms' inputs share: whole-won and share-count inputs, and the checks the
//! server cannot answer field by field (an empty date or count is not a body it can read; the
//! rest are checked alike so every missing field shows at once).
import type { NumberInputProps } from '@mantine/core';

/** A number input's value: a number, or '' while empty. */
export type NumberValue = number | string;

/** Whole, non-negative numbers with thousands separators. */
export const WHOLE: Partial<NumberInputProps> = {
  min: 0,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: ',',
  hideControls: true,
};

export const toNumber = (value: NumberValue): number | null =>
  typeof value === 'number' ? value : null;

/** shares × price while both are filled in, else null. */
export function product(a: NumberValue, b: NumberValue): number | null {
  const x = toNumber(a);
  const y = toNumber(b);
  return x === null || y === null ? null : x * y;
}

/** A required field's check (blank text counts as empty), with the server's own message for it. */
export const required =
  (message: string) =>
  (value: unknown): string | null =>
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
      ? message
      : null;
