//! A report of the previous system in the reports sidebar: its name marked '이전', when and by
//! whom it was made, opening its result page. Read-only, so no menu.
import { Badge, Box, Group, Paper, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { LegacyReportCardDto } from '@/features/report/api';
import { legacyResultPath } from '../model';

export function LegacyReportCard({
  card,
  active,
}: {
  card: LegacyReportCardDto;
  /** The report the page shows. */
  active: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      data-testid={`legacy-card-${card.rpt_mng_no}`}
      bg={active ? 'brand.0' : undefined}
      style={active ? { borderColor: 'var(--mantine-color-brand-4)' } : undefined}
    >
      <Box
        component={RouterLink}
        to={legacyResultPath(card.rpt_mng_no)}
        aria-current={active ? 'page' : undefined}
        p="sm"
        display="block"
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <Group gap={6} wrap="nowrap">
          <Text fw={600} fz="sm" truncate style={{ minWidth: 0 }}>
            {card.rpt_name}
          </Text>
          <Badge size="xs" variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
            이전
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed" mt={4}>
          작성일 {formatDate(card.create_at)}
        </Text>
      </Box>
    </Paper>
  );
}
