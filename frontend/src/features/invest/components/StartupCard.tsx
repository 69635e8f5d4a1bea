//! One startup the union invested in: its name (opening the company profile), its figures on the
//! base date, the forms that add to its ledger and the rows behind the figures.
import { Anchor, Badge, Button, Divider, Group, Paper, Stack } from '@mantine/core';
import { companyInfoPath } from '@/entities/startup';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { PortfolioRowDto } from '../api';
import { ENTRY_BUTTONS, type EntryKind } from '../model';
import { LedgerTables } from './LedgerTables';
import { StartupFigures } from './StartupFigures';

export function StartupCard({
  row,
  onAdd,
}: {
  row: PortfolioRowDto;
  onAdd: (kind: EntryKind, row: PortfolioRowDto) => void;
}) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p="lg"
      component="section"
      aria-label={row.startup_name}
      data-testid={`startup-${row.startup_id}`}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Anchor component={RouterLink} to={companyInfoPath(row.startup_id)} fw={700} fz="lg">
              {row.startup_name}
            </Anchor>
            {row.returns.is_recovered ? (
              <Badge color="teal" variant="light">
                회수 완료
              </Badge>
            ) : null}
          </Group>
          <Group gap={6}>
            {ENTRY_BUTTONS.map((button) => (
              <Button
                key={button.kind}
                variant="light"
                size="xs"
                aria-label={`${row.startup_name} ${button.label}`}
                onClick={() => onAdd(button.kind, row)}
              >
                {button.label}
              </Button>
            ))}
          </Group>
        </Group>
        <StartupFigures row={row} />
        <Divider />
        <LedgerTables row={row} />
      </Stack>
    </Paper>
  );
}
