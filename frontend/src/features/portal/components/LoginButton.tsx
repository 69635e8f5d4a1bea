//! A way to /login that comes back to this page afterwards: the login page returns to `from`
//! (the same state the access guard sets for pages that need a login).
import { Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '@/shared/ui/RouterLink';

function useReturnState() {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

export function LoginButton({
  children = '로그인',
  from,
}: {
  children?: ReactNode;
  /** Where to come back to; this page by default. */
  from?: string;
}) {
  const here = useReturnState();
  return (
    <Button component={RouterLink} to="/login" state={from ? { from } : here} variant="light">
      {children}
    </Button>
  );
}

export function LoginAnchor({ children = '로그인' }: { children?: ReactNode }) {
  return (
    <Anchor component={RouterLink} to="/login" state={useReturnState()} fw={600} fz="sm">
      {children}
    </Anchor>
  );
}
