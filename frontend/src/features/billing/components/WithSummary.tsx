//! Renders its page body once the balance, the plan and the products are in; a skeleton before,
//! the failure with a retry instead.
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '@/shared/ui/LoadError';
import { useBillingSummaryQuery, type BillingSummaryDto } from '../api';

export function WithSummary({ children }: { children: (summary: BillingSummaryDto) => ReactNode }) {
  const { data, error, refetch } = useBillingSummaryQuery();
  if (data) return children(data);
  if (error) {
    return (
      <LoadError
        title="포인트와 멤버십 정보를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton h={120} />
      <Skeleton h={240} />
    </Stack>
  );
}
