//! The end of a form that creates or edits a record in a modal (a team, a task, a notice, an FAQ):
//! the refusal that names no field, then '취소' beside the submit button, both held while the
//! request runs.
import { Alert, Button, Group } from '@mantine/core';

export function SaveActions({
  problem,
  saving,
  onCancel,
  submitLabel = '저장',
}: {
  problem: string | null;
  saving: boolean;
  onCancel: () => void;
  submitLabel?: string;
}) {
  return (
    <>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          취소
        </Button>
        <Button type="submit" loading={saving} disabled={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
