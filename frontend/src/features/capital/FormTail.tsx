//! The note every capital-book form ends with, and its counter (the buttons after it are
//! `FormActions` from shared/ui).
import { Textarea, type TextareaProps } from '@mantine/core';
import { formatNumber } from '@/shared/format';

/** Notes on calls, payments and distributions (the server's limit). */
export const NOTE_MAX = 200;

export function NoteField({
  length,
  rows = 2,
  ...inputProps
}: { length: number } & Omit<TextareaProps, 'label' | 'maxLength' | 'description'>) {
  return (
    <Textarea
      label="메모"
      rows={rows}
      maxLength={NOTE_MAX}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      description={`${formatNumber(length)}/${formatNumber(NOTE_MAX)}자`}
      {...inputProps}
    />
  );
}
