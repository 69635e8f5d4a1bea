//! The share flow of a portfolio: '공유' opens the expiry modal; once the link is made, the full
//! address (this origin and the answer's path) goes to the clipboard and the SHARE modal shows it.
import { useState } from 'react';
import type { NewShareLinkDto } from '../api';
import type { SharedLink } from '../components/ShareModals';

/** False when there is no clipboard (an http page, an old browser) or the user refused it. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function useShare() {
  const [picking, setPicking] = useState(false);
  const [shared, setShared] = useState<SharedLink | null>(null);

  const created = async ({ link, path }: NewShareLinkDto) => {
    setPicking(false);
    const url = `${window.location.origin}${path}`;
    const copied = await copyText(url);
    setShared({ url, expiresAt: link.expires_at, copied });
  };

  return {
    picking,
    shared,
    open: () => setPicking(true),
    cancel: () => setPicking(false),
    created: (answer: NewShareLinkDto) => void created(answer),
    done: () => setShared(null),
  };
}
