//! The visit this browser tab holds for each share link, in sessionStorage: the list and its
//! pages, and a reload, carry on the same visit; another tab opens its own. Storage that refuses
//! (a private window's quota) only means a new visit next time.
const KEY_PREFIX = 'johap.share.visit:';

const keyOf = (token: string) => `${KEY_PREFIX}${token}`;

export function readStoredVisit(token: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(token)) || null;
  } catch {
    return null;
  }
}

export function storeVisit(token: string, visit: string): void {
  try {
    window.sessionStorage.setItem(keyOf(token), visit);
  } catch {
    // Not kept: the next page opens a visit of its own.
  }
}

/** Forgets `visit` — only if it is still the one kept (another page may have replaced it). */
export function dropStoredVisit(token: string, visit: string): void {
  try {
    if (window.sessionStorage.getItem(keyOf(token)) === visit) {
      window.sessionStorage.removeItem(keyOf(token));
    }
  } catch {
    // Nothing kept to forget.
  }
}
