//! The session token in browser storage: sessionStorage always, localStorage too when the user chose "로그인 상태 유지".

export const TOKEN_KEY = 'johap.token';

export function readToken(): string | null {
  return window.sessionStorage.getItem(TOKEN_KEY);
}

/** True when the token is also kept in localStorage (the user asked to stay logged in). */
export function isRemembered(): boolean {
  return window.localStorage.getItem(TOKEN_KEY) !== null;
}

/** Stores a fresh login's token: sessionStorage, plus localStorage when `remember` is set. */
export function storeToken(token: string, remember: boolean): void {
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

/** At app start: a remembered login (localStorage) becomes this tab's session. */
export function restoreRememberedToken(): string | null {
  const remembered = window.localStorage.getItem(TOKEN_KEY);
  if (remembered && !readToken()) window.sessionStorage.setItem(TOKEN_KEY, remembered);
  return readToken();
}
