//! 조합 현황: the firm's unions by status as a donut, with each status, its count and the way to
//! the unions list beside it.
import { DonutChart } from '@mantine/charts';
import { Anchor, Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { unionStatusInfo } from '@/entities/union';
import { formatNumber } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { UnionStatusCountDto } from '../api';
import { UNIONS_PATH } from '../model';
import { GlanceCard } from './GlanceCard';

// The status badge's colour, one shade for the chart's section and its swatch in the list.
const shade = (status: string) => `${unionStatusInfo(status).color}.6`;
const swatch = (status: string) => `var(--mantine-color-${unionStatusInfo(status).color}-6)`;

export function UnionStatusCard({ counts }: { counts: UnionStatusCountDto[] }) {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return (
    <GlanceCard title="조합 현황" to={UNIONS_PATH} linkLabel="조합 목록">
      <Group align="center" gap="lg" wrap="wrap" justify="center">
        {total > 0 ? (
          <Box
            component="figure"
            m={0}
            aria-label={`상태별 조합 수, 전체 ${formatNumber(total)}개`}
          >
            <DonutChart
              size={140}
              thickness={22}
              withTooltip={false}
              chartLabel={`${formatNumber(total)}개`}
              data={counts
                .filter((row) => row.count > 0)
                .map((row) => ({ name: row.label, value: row.count, color: shade(row.status) }))}
            />
          </Box>
        ) : null}
        <Stack
          component="ul"
          gap={4}
          m={0}
          p={0}
          style={{ listStyle: 'none', flex: 1, minWidth: 160 }}
          aria-label="상태별 조합 수"
        >
          {counts.map((row) => (
            <li key={row.status}>
              <Anchor
                component={RouterLink}
                to={UNIONS_PATH}
                display="block"
                c="dark.7"
                fz="sm"
                underline="hover"
                aria-label={`${row.label} ${formatNumber(row.count)}개`}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap={8} wrap="nowrap">
                    <ColorSwatch color={swatch(row.status)} size={10} withShadow={false} />
                    <span>{row.label}</span>
                  </Group>
                  <Text span fz="sm" fw={600} c={row.count > 0 ? undefined : 'dimmed'}>
                    {formatNumber(row.count)}개
                  </Text>
                </Group>
              </Anchor>
            </li>
          ))}
        </Stack>
      </Group>
      {total === 0 ? (
        <Text fz="sm" c="dimmed">
          아직 등록된 조합이 없습니다.
        </Text>
      ) : null}
    </GlanceCard>
  );
}
