//! The session token in browser storage: sessionStorage always, localStorage too when the user chose "로그인 상태 유지".

export const TOKEN_KEY = 'johap.token';
/** The fingerprint of the last token the server refused (this tab). */
export const REFUSED_KEY = 'johap.refusedToken';

export function readToken(): string | null {
  return window.sessionStorage.getItem(TOKEN_KEY);
}

/** True when the token is also kept in localStorage (the user asked to stay logged in). */
export function isRemembered(): boolean {
  return window.localStorage.getItem(TOKEN_KEY) !== null;
}

/** Stores a fresh login's token: sessionStorage, plus localStorage when `remember` is set. */
export function storeToken(token: string, remember: boolean): void {
  window.sessionStorage.removeItem(REFUSED_KEY);
  window.sessionStorage.setItem(TOKEN_KEY, token);
  if (remember) window.localStorage.setItem(TOKEN_KEY, token);
  else window.localStorage.removeItem(TOKEN_KEY);
}

/** Replaces the token after a refresh, keeping it where the old one was. */
export function replaceToken(token: string): void {
  const remembered = isRemembered();
  window.sessionStorage.setItem(TOKEN_KEY, token);
  if (remembered) window.localStorage.setItem(TOKEN_KEY, token);
}

/** Forgets the session everywhere (both storages are cleared, as the spec asks). */
export function clearStorages(): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
}

/** A short fingerprint of a token (32-bit FNV-1a): the refused one is recognised, not kept. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * Forgets a session the server refused (both storages cleared) and remembers the refused token's
 * fingerprint for this tab: if the same token turns up in storage again (put back by another
 * tab, an extension or a test harness), the next load drops it instead of trying it again, so a
 * refused session ends once and the app never loops load, refresh, refusal, reload.
 */
export function forgetRefusedSession(token: string | null): void {
  clearStorages();
  if (token) window.sessionStorage.setItem(REFUSED_KEY, fingerprint(token));
}

/** At app start: a token refused before is dropped; a remembered login becomes this tab's. */
export function restoreRememberedToken(): string | null {
  const refused = window.sessionStorage.getItem(REFUSED_KEY);
  for (const storage of [window.sessionStorage, window.localStorage]) {
    const token = storage.getItem(TOKEN_KEY);
    if (token !== null && refused !== null && fingerprint(token) === refused)
      storage.removeItem(TOKEN_KEY);
  }
  const remembered = window.localStorage.getItem(TOKEN_KEY);
  if (remembered && !readToken()) window.sessionStorage.setItem(TOKEN_KEY, remembered);
  return readToken();
}
