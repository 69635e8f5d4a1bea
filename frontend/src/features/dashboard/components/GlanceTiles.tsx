//! The glance's money row: applied, paid (with its share of applied), unpaid and the unions still
//! being raised, each tile opening the unions list.
import { Group, Progress, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber, formatProgress, formatWonUnit } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatTile } from '@/shared/ui/StatTile';
import type { FirmOverviewDto } from '../api';
import { shareOf, UNIONS_PATH } from '../model';

function LinkedTile({ children }: { children: ReactNode }) {
  return (
    <UnstyledButton component={RouterLink} to={UNIONS_PATH} display="block">
      {children}
    </UnstyledButton>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text fz="xs" c="dimmed" mt={6}>
      {children}
    </Text>
  );
}

export function GlanceTiles({ overview }: { overview: FirmOverviewDto }) {
  const paid = shareOf(overview.paid_amount, overview.applied_amount);
  const unpaid = overview.unpaid_amount;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
      <LinkedTile>
        <StatTile label="출자 신청 금액" value={formatWonUnit(overview.applied_amount)}>
          <Note>모든 조합에 접수된 출자 신청의 합계</Note>
        </StatTile>
      </LinkedTile>
      <LinkedTile>
        <StatTile label="납입 완료" value={formatWonUnit(overview.paid_amount)}>
          <Group gap="xs" mt={8} wrap="nowrap">
            <Progress
              value={paid * 100}
              color="teal"
              size="sm"
              style={{ flex: 1 }}
              aria-label={`납입률 ${formatProgress(paid)}`}
            />
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              신청 금액의 {formatProgress(paid)}
            </Text>
          </Group>
        </StatTile>
      </LinkedTile>
      <LinkedTile>
        <StatTile label="미납 금액" value={formatWonUnit(unpaid)}>
          <Note>신청했지만 아직 납입되지 않은 금액</Note>
        </StatTile>
      </LinkedTile>
      <LinkedTile>
        <StatTile label="진행 중인 조합" value={`${formatNumber(overview.open_union_count)}개`}>
          <Note>결성완료 전인 조합</Note>
        </StatTile>
      </LinkedTile>
    </SimpleGrid>
  );
}
