//! A failed union load other than 404: the server's message and a retry.
import { Alert, Button } from '@mantine/core';
import type { ApiError } from '@/api/baseQuery';

export function UnionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = (error as Partial<ApiError> | undefined)?.message;
  return (
    <Alert color="red" variant="light" title="조합 정보를 불러오지 못했습니다.">
      {message}
      <div>
        <Button variant="light" size="xs" mt="sm" onClick={onRetry}>
          다시 시도
        </Button>
      </div>
    </Alert>
  );
}
