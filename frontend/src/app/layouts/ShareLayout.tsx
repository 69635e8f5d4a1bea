//! Minimal layout for public portfolio share views (no login, no product navigation). It holds
//! the share pages' read cache, so that moving between them keeps what they read.
import { Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ShareQueryProvider } from '@/features/share/components/ShareQueryProvider';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { Logo } from '@/shared/ui/Logo';
import { Footer } from './Footer';

export function ShareLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%">
            <Logo />
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <ShareQueryProvider>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </ShareQueryProvider>
      </Box>
      <Footer />
    </Box>
  );
}
