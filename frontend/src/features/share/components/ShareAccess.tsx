//! What stands before a shared portfolio's pages: the viewer's visit. While it opens the page
//! shows itself loading (`children` without a visit); a link with a password asks for it, one
//! that asks who reads it for the reader's e-mail and a mailed code (after the password); a
//! refused link (expired, revoked, unknown) explains itself; a failure offers a retry. Once the
//! visit is open, `children` get it to send with every read.
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/apiError';
import { LoadError } from '@/shared/ui/LoadError';
import { useShareVisit } from '../hooks/useShareVisit';
import { refusalOf } from '../model';
import { ShareEmailGate } from './ShareEmailGate';
import { SharePasswordForm } from './SharePasswordForm';
import { ShareRefusalView } from './ShareRefusalView';

export interface ShareVisitAccess {
  /** Undefined while the visit opens: the page waits to read. */
  visit: string | undefined;
  /** A read with this visit was refused for want of a visit (`needsVisit`). */
  renew: (visit: string, refusal: ApiError) => void;
}

export function ShareAccess({
  token,
  children,
}: {
  token: string;
  children: (access: ShareVisitAccess) => ReactNode;
}) {
  const { state, visit, unlocked, identify, refused, retry, renew } = useShareVisit(token);
  if (state.status === 'locked') {
    return (
      <SharePasswordForm
        token={token}
        onUnlocked={unlocked}
        onIdentify={identify}
        onRefused={refused}
      />
    );
  }
  if (state.status === 'identify') {
    return (
      <ShareEmailGate
        token={token}
        password={state.password}
        onUnlocked={unlocked}
        onRefused={refused}
      />
    );
  }
  if (state.status === 'failed') {
    const refusal = refusalOf(state.error);
    if (refusal) return <ShareRefusalView refusal={refusal} error={state.error} />;
    return (
      <Container size="lg" py="xl">
        <LoadError
          title="공유 포트폴리오를 불러오지 못했습니다."
          error={state.error}
          onRetry={retry}
        />
      </Container>
    );
  }
  return children({ visit, renew });
}
