//! The end of a modal form: the server's refusal that names no field (lines kept), then the
//! close button beside the submit button, both held while the request runs.
import { Alert, Button, Group } from '@mantine/core';

export function FormActions({
  failure,
  onClose,
  isLoading,
  submitLabel,
  closeLabel = '닫기',
  submitDisabled = false,
}: {
  failure: string | null;
  onClose: () => void;
  isLoading: boolean;
  submitLabel: string;
  closeLabel?: string;
  submitDisabled?: boolean;
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
          {closeLabel}
        </Button>
        <Button type="submit" loading={isLoading} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
