//! The viewer's visit of a shared portfolio, opened once per link and browser tab: the one kept
//! in sessionStorage when there is one, else a new one asked of the server on the page's load.
//! A link with a password answers `share_password_required`, one that asks who reads it
//! `share_email_required`: the page then asks (the password first when there are both, the
//! e-mail after it) and hands the visit it opened to `unlocked`. A read refused for want of a
//! visit (`renew`: the kept one is no longer known) drops it and opens another — once; after
//! that the viewer is asked.
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '@/api/apiError';
import { openShareVisit } from '../api';
import { gateOf } from '../model';
import { dropStoredVisit, readStoredVisit, storeVisit } from '../visitStore';

export type ShareVisitState =
  /** Asking the server for a visit (the page shows itself loading). */
  | { status: 'opening' }
  | { status: 'open'; visit: string }
  /** The link has a password: the viewer types it. */
  | { status: 'locked' }
  /**
   * The link asks who reads it: the viewer proves an e-mail with a mailed code. `password`: the
   * one the server already accepted, sent again with the code (a visit needs both at once).
   */
  | { status: 'identify'; password?: string }
  /** Refused (expired, revoked, unknown) or failed: `error` says which. */
  | { status: 'failed'; error: ApiError };

/** Where a refusal for want of a visit leads: the gate it names, else the failure. */
const refusedState = (error: ApiError): ShareVisitState => {
  switch (gateOf(error)) {
    case 'password':
      return { status: 'locked' };
    case 'email':
      return { status: 'identify' };
    default:
      return { status: 'failed', error };
  }
};

interface Held {
  token: string;
  state: ShareVisitState;
  /** A visit was already dropped for a refused read on this page. */
  renewed: boolean;
}

const initial = (token: string): Held => {
  const kept = readStoredVisit(token);
  return {
    token,
    state: kept ? { status: 'open', visit: kept } : { status: 'opening' },
    renewed: false,
  };
};

// One request per link at a time: a page mounted twice (React's development double mount, the
// list and a page opened at once) shares it instead of opening two visits.
const opening = new Map<string, Promise<string>>();

function openOnce(token: string): Promise<string> {
  let pending = opening.get(token);
  if (!pending) {
    pending = openShareVisit(token).finally(() => opening.delete(token));
    opening.set(token, pending);
  }
  return pending;
}

export function useShareVisit(token: string) {
  const [held, setHeld] = useState<Held>(() => initial(token));
  // Another link in the same page (its address changed): its own visit.
  let current = held;
  if (held.token !== token) {
    current = initial(token);
    setHeld(current);
  }
  const { state } = current;

  useEffect(() => {
    if (state.status !== 'opening') return;
    let live = true;
    openOnce(token).then(
      (visit) => {
        if (!live) return;
        storeVisit(token, visit);
        setHeld((now) => ({ ...now, state: { status: 'open', visit } }));
      },
      (error: ApiError) => {
        if (!live) return;
        setHeld((now) => ({ ...now, state: refusedState(error) }));
      },
    );
    return () => {
      live = false;
    };
  }, [token, state.status]);

  /** The password (or the e-mail's code) opened a visit. */
  const unlocked = useCallback(
    (visit: string) => {
      storeVisit(token, visit);
      setHeld((now) => ({ ...now, state: { status: 'open', visit } }));
    },
    [token],
  );

  /** The password was right, and the link asks for the e-mail too. */
  const identify = useCallback(
    (password: string) => setHeld((now) => ({ ...now, state: { status: 'identify', password } })),
    [],
  );

  /** The link was refused while the password or the e-mail was typed (expired, revoked meanwhile). */
  const refused = useCallback(
    (error: ApiError) => setHeld((now) => ({ ...now, state: { status: 'failed', error } })),
    [],
  );

  /** Opening the visit failed (network, server): try again. */
  const retry = useCallback(() => setHeld((now) => ({ ...now, state: { status: 'opening' } })), []);

  /** A read with `visit` was refused for want of a visit (`refusal`): that visit is gone. */
  const renew = useCallback(
    (visit: string, refusal: ApiError) => {
      dropStoredVisit(token, visit);
      setHeld((now) =>
        now.state.status === 'open' && now.state.visit === visit
          ? {
              ...now,
              // A second refusal on the same page: no more guessing, the viewer is asked.
              state: now.renewed ? refusedState(refusal) : { status: 'opening' },
              renewed: true,
            }
          : now,
      );
    },
    [token],
  );

  return {
    state,
    /** The visit to send with every read; undefined until there is one. */
    visit: state.status === 'open' ? state.visit : undefined,
    unlocked,
    identify,
    refused,
    retry,
    renew,
  };
}
