//! The stock kind of an investment or a round: the usual kinds offered, anything else typed.
import { Autocomplete, type AutocompleteProps } from '@mantine/core';

const USUAL_KINDS = ['보통주', '우선주', '상환전환우선주', '전환우선주', '상환우선주'];

export function StockKindInput(props: Omit<AutocompleteProps, 'data' | 'label'>) {
  return (
    <Autocomplete label="주식 종류" withAsterisk maxLength={30} data={USUAL_KINDS} {...props} />
  );
}
