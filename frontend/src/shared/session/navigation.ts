//! Lets code outside React (the API base query) navigate with the app's router.

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** Called once by the app with the router's navigate. */
export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** Full page loads, kept on an object so tests can observe them. */
export const pageLoader = {
  replace(url: string): void {
    window.location.replace(url);
  },
  /** Loads the address shown afresh (one the router moved to, for another app to show). */
  reload(): void {
    window.location.reload();
  },
};

const KEPT_NOTICE_KEY = 'johap.notice';

/**
 * Keeps a notice for the page the next full load opens (a session ended on this side: the
 * in-memory notifications do not outlive the load). Set after the storages are cleared.
 */
export function keepNoticeForNextLoad(message: string): void {
  window.sessionStorage.setItem(KEPT_NOTICE_KEY, message);
}

/** The notice kept for this load, handed out once. */
export function takeKeptNotice(): string | null {
  const message = window.sessionStorage.getItem(KEPT_NOTICE_KEY);
  if (message !== null) window.sessionStorage.removeItem(KEPT_NOTICE_KEY);
  return message || null;
}
