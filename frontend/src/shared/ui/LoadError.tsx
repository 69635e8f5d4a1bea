//! A failed load other than 404: what failed, the server's message and a retry.
import { Alert, Button } from '@mantine/core';

export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  /** The query's error; its `message` (the server's Korean reason) is shown when it has one. */
  error: unknown;
  onRetry: () => void;
}) {
  const message = (error as { message?: unknown } | undefined)?.message;
  return (
    <Alert color="red" variant="light" title={title}>
      {typeof message === 'string' ? message : null}
      <div>
        <Button variant="light" size="xs" mt="sm" onClick={onRetry}>
          다시 시도
        </Button>
      </div>
    </Alert>
  );
}
