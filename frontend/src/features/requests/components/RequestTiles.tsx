//! A request's counts: startups asked, answered, still waited for, and late.
import { SimpleGrid } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { StatTile } from '@/shared/ui/StatTile';
import type { DataRequestSummaryDto } from '../api';

export function RequestTiles({ request }: { request: DataRequestSummaryDto }) {
  // `late` counts the unanswered past the due date; the other unanswered are still waited for.
  const waiting = Math.max(request.targets - request.answered - request.late, 0);
  const count = (value: number) => `${formatNumber(value)}곳`;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <StatTile label="요청 기업" value={count(request.targets)} />
      <StatTile label="응답 완료" value={count(request.answered)} />
      <StatTile label="응답 대기" value={count(waiting)} />
      <StatTile label="기한 지남" value={count(request.late)} />
    </SimpleGrid>
  );
}
