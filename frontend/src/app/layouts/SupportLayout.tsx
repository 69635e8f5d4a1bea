//! Support pages (notices, FAQ) use the sidebar layout when logged in and the landing layout otherwise.
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/session';
import { AppLayout, type LayoutNavigation } from './AppLayout';
import { LandingLayout } from './LandingLayout';

export function SupportLayout(navigation: LayoutNavigation) {
  const loggedIn = useSelector(selectIsLoggedIn);
  return loggedIn ? <AppLayout {...navigation} /> : <LandingLayout />;
}
