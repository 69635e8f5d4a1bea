//! Public layout: sticky header with product navigation and login/join actions, page, footer.
import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { useLogout } from '@/features/auth';
import { INQUIRY_URL } from '@/shared/config/product';
import { selectIsLoggedIn } from '@/shared/session';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { Logo } from '@/shared/ui/Logo';
import { RouterLink } from '@/shared/ui/RouterLink';
import { Footer } from './Footer';

const NAV = [
  { to: '/#about', label: '서비스 소개' },
  { to: '/#services', label: '핵심 서비스' },
  { to: '/price-policy', label: '요금 안내' },
  { to: '/notice', label: '공지사항' },
  { to: '/faq', label: 'FAQ' },
];

function HeaderActions({ onNavigate }: { onNavigate?: () => void }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const logout = useLogout();
  if (loggedIn) {
    return (
      <>
        <Button variant="default" onClick={() => void logout()}>
          로그아웃
        </Button>
        <Button component={RouterLink} to="/dashboard" onClick={onNavigate}>
          대시보드
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        component="a"
        href={INQUIRY_URL}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="dark"
      >
        문의하기
      </Button>
      <Button component={RouterLink} to="/login" variant="default" onClick={onNavigate}>
        로그인
      </Button>
      <Button component={RouterLink} to="/join-intro" onClick={onNavigate}>
        회원가입
      </Button>
    </>
  );
}

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
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xs"
        title="메뉴"
        hiddenFrom="md"
      >
        <Stack gap="md">
          {NAV.map((item) => (
            <Anchor
              key={item.to}
              component={RouterLink}
              to={item.to}
              c="dark.7"
              fw={500}
              onClick={close}
            >
              {item.label}
            </Anchor>
          ))}
          <Stack gap="xs" mt="md">
            <HeaderActions onNavigate={close} />
          </Stack>
        </Stack>
      </Drawer>
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
