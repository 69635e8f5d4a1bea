//! Support pages (notices, FAQ) use the sidebar layout when logged in and the landing layout otherwise.
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/session';
import { AppLayout, type SidebarGroup } from './AppLayout';
import { LandingLayout } from './LandingLayout';

export function SupportLayout({ sidebar }: { sidebar: SidebarGroup[] }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  return loggedIn ? <AppLayout sidebar={sidebar} /> : <LandingLayout />;
}
