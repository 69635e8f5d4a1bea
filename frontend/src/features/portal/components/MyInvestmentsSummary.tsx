//! The LP's own totals above the lists: how many applications, how much applied, how much of it
//! paid (with a bar of the paid share) and how much is still to pay.
import { Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { formatNumber, formatProgress, formatWonUnit } from '@/shared/format';
import { StatTile } from '@/shared/ui/StatTile';
import type { ApplicationTotals } from '../model';

export function MyInvestmentsSummary({ totals }: { totals: ApplicationTotals }) {
  return (
    <SimpleGrid
      component="section"
      aria-label="내 출자 요약"
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="lg"
    >
      <StatTile label="신청 건수" value={`${formatNumber(totals.count)}건`} />
      <StatTile label="출자 신청 금액" value={formatWonUnit(totals.applied)} />
      <StatTile label="납입 완료" value={formatWonUnit(totals.paid)}>
        <Group gap="xs" mt={8} wrap="nowrap">
          <Progress
            value={totals.paidShare * 100}
            color="teal"
            size="sm"
            style={{ flex: 1 }}
            aria-label={`납입률 ${formatProgress(totals.paidShare)}`}
          />
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatProgress(totals.paidShare)}
          </Text>
        </Group>
      </StatTile>
      <StatTile label="납입 대기" value={formatWonUnit(totals.pending)}>
        <Text fz="xs" c="dimmed" mt={6}>
          아직 납입이 확인되지 않은 신청 금액
        </Text>
      </StatTile>
    </SimpleGrid>
  );
}
