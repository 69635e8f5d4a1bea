//! Applies the access rules of the route being shown (see guard.ts) before rendering it.
//! Rendered with key={route.path}, so it mounts afresh for every route.
import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useGetMeQuery } from '@/entities/me';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import {
  clearStorages,
  selectIsLoggedIn,
  selectSessionBootstrapping,
  sessionEnded,
} from '@/shared/session';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { notifyError } from '@/shared/ui/notify';
import { decideAccess, type GuardedRoute } from './guard';

export function AccessGuard({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const bootstrapping = useSelector(selectSessionBootstrapping);
  // The router keys this component by route, so this is the state when the route was entered.
  const [loggedInOnEntry] = useState(loggedIn);
  const skipMe = !loggedIn || bootstrapping || route.publicShare === true;
  const { data: me, isLoading, isUninitialized } = useGetMeQuery(undefined, { skip: skipMe });

  const decision = decideAccess({
    route,
    location: `${location.pathname}${location.search}${location.hash}`,
    loggedIn,
    loggedInOnEntry,
    me: loggedIn ? (me ?? null) : null,
    meLoading: loggedIn && (bootstrapping || isLoading || isUninitialized),
  });

  const endMessage = decision.kind === 'end-session' ? decision.message : null;
  useEffect(() => {
    if (!endMessage) return;
    clearStorages();
    dispatch(sessionEnded());
    notifyError(endMessage);
    void navigate('/login', { replace: true });
  }, [endMessage, dispatch, navigate]);

  switch (decision.kind) {
    case 'allow':
      return children;
    case 'redirect':
      return <Navigate to={decision.to} replace state={decision.state} />;
    default:
      return <LoadingScreen />;
  }
}
