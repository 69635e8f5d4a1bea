//! Reading the address's query parameters, as every screen that takes an id or a page from it
//! does.

/** A whole number from 1 (an id in `?idx=`, `?id=`, `?to=`, a page), else null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}
