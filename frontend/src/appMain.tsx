//! The whole app (every address but the public share pages): restore a remembered login, then
//! mount the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreRememberedToken } from './shared/session';

export function mount(container: HTMLElement): void {
  restoreRememberedToken();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
