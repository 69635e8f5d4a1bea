//! Logged-in layout: navbar (messages with their unread badge, company, user, logout) and the
//! sidebar of every area, grouped.
import {
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { mustSetUpTwoFactor, useGetMeQuery, useLogout } from '@/entities/me';
import { isLpOnly, LP_HOME } from '@/features/auth';
import { UnreadMessagesButton } from '@/features/messages';
import { ComingSoonProvider } from '@/shared/navigation/comingSoon';
import { selectIsLoggedIn, selectSessionBootstrapping } from '@/shared/session';
import { IconBuilding, IconLogout } from '@/shared/ui/icons';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { Logo } from '@/shared/ui/Logo';
import { RouterLink } from '@/shared/ui/RouterLink';
import { Footer } from './Footer';
import { activeSidebarItem, sidebarFor, type SidebarGroup } from './sidebar';

/** What the logged-in layout shows of the route table: the sidebar, and which screens are 준비 중. */
export interface LayoutNavigation {
  sidebar: SidebarGroup[];
  isComingSoon: (path: string) => boolean;
}

function UserMenu() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const bootstrapping = useSelector(selectSessionBootstrapping);
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn || bootstrapping });
  const logout = useLogout();
  // Messages are between companies: a registered user's, not an LP's own account (whose
  // layout keeps to its own area), and asked for only once the user is known; not while the
  // firm holds the user at the two-factor setup (the server answers nothing else then).
  const messages = me !== undefined && me.verified && !isLpOnly(me) && !mustSetUpTwoFactor(me);
  return (
    <Group gap="md" wrap="nowrap">
      {messages ? <UnreadMessagesButton /> : null}
      {me ? (
        <Group gap="xs" wrap="nowrap" visibleFrom="sm">
          <Badge variant="light" size="lg" radius="sm" leftSection={<IconBuilding size={14} />}>
            {me.company_name}
          </Badge>
          <Text fz="sm" fw={600} c="dark.6">
            {me.name}님
          </Text>
        </Group>
      ) : null}
      <Button
        variant="default"
        size="sm"
        leftSection={<IconLogout size={16} />}
        onClick={() => void logout()}
      >
        로그아웃
      </Button>
    </Group>
  );
}

export function AppLayout({ sidebar: all, isComingSoon }: LayoutNavigation) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const bootstrapping = useSelector(selectSessionBootstrapping);
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn || bootstrapping });
  const lpOnly = isLpOnly(me);
  const sidebar = sidebarFor(all, me);
  const active = activeSidebarItem(sidebar, pathname);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header px="lg">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="메뉴 열기"
            />
            <Logo to={lpOnly ? LP_HOME : '/dashboard'} />
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <AppShell.Section grow component={ScrollArea} px="sm" py="md">
          <Stack gap="md" component="nav" aria-label="사이드바">
            {sidebar.map((group) => (
              <Box key={group.label}>
                <Text
                  fz={11}
                  fw={700}
                  c="gray.6"
                  tt="uppercase"
                  px="sm"
                  mb={4}
                  style={{ letterSpacing: '0.04em' }}
                >
                  {group.label}
                </Text>
                {group.items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={RouterLink}
                    to={item.to}
                    label={item.label}
                    active={item.to === active}
                    onClick={close}
                    variant="light"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    rightSection={
                      item.comingSoon ? (
                        <Badge size="xs" variant="outline" color="gray" radius="sm">
                          준비 중
                        </Badge>
                      ) : null
                    }
                  />
                ))}
              </Box>
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
        <Box p={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
          <Suspense fallback={<LoadingScreen />}>
            <ComingSoonProvider value={isComingSoon}>
              <Outlet />
            </ComingSoonProvider>
          </Suspense>
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
