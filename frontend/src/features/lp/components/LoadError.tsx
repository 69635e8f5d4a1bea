//! A failed load other than 404: the server's message and a retry.
import { Alert, Button } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';

export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const message = (error as Partial<ApiError> | undefined)?.message;
  return (
    <Alert color="red" variant="light" title={title}>
      {message}
      <div>
        <Button variant="light" size="xs" mt="sm" onClick={onRetry}>
          다시 시도
        </Button>
      </div>
    </Alert>
  );
}
