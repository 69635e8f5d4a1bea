//! The search's '검색 저장' button and, once saved, the saved search's link (for a browser that
//! did not let the page copy it). Saved searches are an investor firm's: for anyone else, or
//! while the user is unknown, there is no button.
import { Anchor, Button, Group } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { StartupFilters } from '../filters';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { useSaveSearch } from '../hooks/useSaveSearch';

export function SaveSearchButton({ filters }: { filters: StartupFilters }) {
  const investor = useIsInvestor();
  const { save, saving, saved } = useSaveSearch(filters);
  if (!investor) return null;

  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {saved ? (
        <Anchor
          component={RouterLink}
          to={saved.path}
          fz="xs"
          c="dimmed"
          truncate="end"
          maw={280}
          title="저장된 검색 링크"
        >
          {saved.link}
        </Anchor>
      ) : null}
      <Button variant="light" size="xs" onClick={() => void save()} loading={saving}>
        검색 저장
      </Button>
    </Group>
  );
}
