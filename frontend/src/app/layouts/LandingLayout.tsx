//! Public layout: sticky header with product navigation and login/join actions, page, footer.
import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { Logo } from '@/shared/ui/Logo';
import { RouterLink } from '@/shared/ui/RouterLink';
import { Footer } from './Footer';
import { HeaderActions } from './HeaderActions';
import { LANDING_NAV as NAV } from './landingNav';

// The phone menu (a drawer, with Mantine's modal machinery) loads when it is first opened.
const LandingMobileMenu = lazy(async () => {
  const { LandingMobileMenu: Menu } = await import('./LandingMobileMenu');
  return { default: Menu };
});

export function LandingHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="rgba(255,255,255,0.92)"
      style={{
        zIndex: 100,
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap={40} wrap="nowrap">
            <Logo />
            <Group component="nav" gap={28} visibleFrom="md" aria-label="주요 메뉴">
              {NAV.map((item) => (
                <Anchor
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  c="dark.6"
                  fw={500}
                  fz="sm"
                  underline="never"
                >
                  {item.label}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <HeaderActions />
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="메뉴 열기" />
        </Group>
      </Container>
      {opened ? (
        <Suspense fallback={null}>
          <LandingMobileMenu onClose={close} />
        </Suspense>
      ) : null}
    </Box>
  );
}

export function LandingLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <LandingHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
