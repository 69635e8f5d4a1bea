// The requests every screen of the feature makes besides its own (who the user is), and the
// stopped clock.
import { vi } from 'vitest';
import type { CompanyKindCode } from '@/api/gen/me';
import { demoCeo } from '@/test/fixtures';
import { api, http, HttpResponse, server } from '@/test/server';
import { NOW } from './fixtures';

export function serveMe(kind: CompanyKindCode = 'investor') {
  server.use(http.get(api('/me'), () => HttpResponse.json({ ...demoCeo, company_kind: kind })));
}

/**
 * Stops the clock at `NOW` (only Date: timers run, so user events, debounces and transitions
 * still work). Undo with `vi.useRealTimers()`.
 */
export function freezeDate() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}
