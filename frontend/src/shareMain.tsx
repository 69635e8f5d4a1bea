//! The public share pages' own app. A viewer is never logged in here: no remembered login is
//! restored and no token is sent (a GP who opens a link keeps their session for the whole app).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShareApp } from './app/ShareApp';

export function mount(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <ShareApp />
    </StrictMode>,
  );
}
