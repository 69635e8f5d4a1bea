// One Idempotency-Key per form session: a double click or a retried request with the same key
// creates nothing twice (the server replays its first answer). Renew it after a success so the
// next, different request gets its own key.
import { useCallback, useRef } from 'react';

/** A fresh key, for a request that is its own operation (e.g. one upload of picked files). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function useIdempotencyKey(): { key: () => string; renew: () => void } {
  const ref = useRef<string | null>(null);
  const key = useCallback(() => {
    ref.current ??= newIdempotencyKey();
    return ref.current;
  }, []);
  const renew = useCallback(() => {
    ref.current = newIdempotencyKey();
  }, []);
  return { key, renew };
}
