//! The spec's unsaved-changes rule on leaving: while `dirty`, going to another page (a link, the
//! previous or next page, the browser's back) asks first ('정말 나가시겠습니까?'), and closing or
//! reloading the tab gets the browser's own warning.
import { useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { confirmLeave } from '@/shared/ui/confirmLeave';

export function useLeaveGuard(dirty: boolean, lost = '저장하지 않은 변경 사항은 사라집니다.') {
  const navigate = useNavigate();
  // Set once the user chose to leave: the navigation that follows is let through.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // The question is the shared leave modal (it has no 'stay' callback): the navigation is
    // let go now and made again if the user leaves.
    const target = blocker.location;
    blocker.reset();
    confirmLeave(
      () => {
        leaving.current = true;
        void navigate(target);
      },
      { lost },
    );
  }, [blocker, lost, navigate]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
