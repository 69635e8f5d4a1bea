//! The company's unread messages for the navbar's badge: asked when the logged-in app starts,
//! every minute while the tab is visible (a hidden tab asks nothing), at once when the tab comes
//! back, and again whenever opening or sending a message invalidates it (api.ts).
import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useUnreadMessagesQuery } from '../api';

export const UNREAD_POLL_MS = 60_000;

export function useUnreadCount(): number {
  const visible = useDocumentVisibility() === 'visible';
  const { data, refetch } = useUnreadMessagesQuery(undefined, {
    pollingInterval: visible ? UNREAD_POLL_MS : 0,
  });
  // Not on mount (the query has just asked): only when a hidden tab is shown again.
  const wasHidden = useRef(false);
  useEffect(() => {
    if (!visible) {
      wasHidden.current = true;
    } else if (wasHidden.current) {
      wasHidden.current = false;
      void refetch();
    }
  }, [visible, refetch]);
  return data?.unread_count ?? 0;
}
