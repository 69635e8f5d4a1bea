//! A wait after an action before it may be done again (another code mailed), counted down in
//! whole seconds for the button that shows it. Counted from a deadline rather than by ticks, so a
//! tab the browser slowed down in the background still ends the wait on time.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCooldown(seconds: number): {
  /** Seconds still to wait; 0 when the action may be done. */
  left: number;
  /** The action was just done: the wait starts (again) from `seconds`. */
  start: () => void;
} {
  const [left, setLeft] = useState(0);
  const until = useRef(0);
  const waiting = left > 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      setLeft(Math.max(0, Math.ceil((until.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  const start = useCallback(() => {
    until.current = Date.now() + seconds * 1000;
    setLeft(seconds);
  }, [seconds]);

  return { left, start };
}
