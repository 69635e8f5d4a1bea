//! The public pages' menu on a phone: a drawer with the navigation and the header's actions.
import { Anchor, Drawer, Stack } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import { HeaderActions } from './HeaderActions';
import { LANDING_NAV } from './landingNav';

export function LandingMobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <Drawer opened onClose={onClose} position="right" size="xs" title="메뉴" hiddenFrom="md">
      <Stack gap="md">
        {LANDING_NAV.map((item) => (
          <Anchor
            key={item.to}
            component={RouterLink}
            to={item.to}
            c="dark.7"
            fw={500}
            onClick={onClose}
          >
            {item.label}
          </Anchor>
        ))}
        <Stack gap="xs" mt="md">
          <HeaderActions onNavigate={onClose} />
        </Stack>
      </Stack>
    </Drawer>
  );
}
