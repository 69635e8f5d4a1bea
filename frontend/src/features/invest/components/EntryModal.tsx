//! The frame of every ledger form: a modal with the fields, a refusal the server gave without a
//! field (shown in the form), and 취소 / 저장.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export function EntryModal({
  title,
  onClose,
  onSubmit,
  submitting,
  refusal,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  refusal: string | null;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {refusal ? (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              취소
            </Button>
            <Button type="submit" loading={submitting}>
              저장
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
