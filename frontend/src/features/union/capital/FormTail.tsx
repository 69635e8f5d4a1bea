//! The tail every capital-book form ends with: the note and its counter, the server's refusal,
//! and 닫기 beside the submit button.
import { Alert, Button, Group, Textarea, type TextareaProps } from '@mantine/core';
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

export function FormActions({
  failure,
  onClose,
  isLoading,
  submitLabel,
}: {
  failure: string | null;
  onClose: () => void;
  isLoading: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {failure ? (
        <Alert color="red" variant="light" style={{ whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose} disabled={isLoading}>
          닫기
        </Button>
        <Button type="submit" loading={isLoading}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
