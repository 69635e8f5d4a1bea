//! The lookup's answer for one number: where the company stands and what to do next.
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatBusinessNumber } from '@/shared/format';
import { IconBuilding, IconCheck, IconHourglass, IconSearch } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { WaitingStanding } from '../api';
import { standingView } from '../model';

const ICONS = {
  on_product: IconBuilding,
  waiting: IconHourglass,
  onboarded: IconCheck,
  none: IconSearch,
} as const;

export function StandingCard({
  standing,
  businessNumber,
}: {
  standing: WaitingStanding;
  businessNumber: string;
}) {
  const view = standingView(standing, businessNumber);
  const Icon = ICONS[standing.standing] ?? IconSearch;
  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label="조회 결과">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color={view.color}>
          <Icon size={24} />
        </ThemeIcon>
        <Text fz="xs" c="dimmed">
          사업자등록번호 {formatBusinessNumber(businessNumber)}
        </Text>
        <Text fw={700} fz="lg">
          {view.title}
        </Text>
        {view.facts.map((fact) => (
          <Text key={fact} fw={600} c={`${view.color}.8`}>
            {fact}
          </Text>
        ))}
        <Text fz="sm" c="dimmed" lh={1.6}>
          {view.text}
        </Text>
        {view.action ? (
          <Button component={RouterLink} to={view.action.to} variant="light" mt="xs">
            {view.action.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
