import { useEffect, useRef, useState } from 'react';

/**
 * The value, passed on at most once per `ms` (node-model.md §9 search throttle): the first change
 * after a quiet period waits `ms` too, so typing 'Pu' searches once, and the last value always lands.
 * Further changes keep the time already due rather than pushing it back (a throttle, not a debounce),
 * so steady typing still searches every `ms`.
 */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [throttled, setThrottled] = useState(value);
  const lastEmit = useRef(Number.NEGATIVE_INFINITY);
  const due = useRef<number | null>(null);
  useEffect(() => {
    if (Object.is(value, throttled)) {
      due.current = null;
      return;
    }
    const now = Date.now();
    due.current ??= now - lastEmit.current >= ms ? now + ms : lastEmit.current + ms;
    const timer = setTimeout(() => {
      lastEmit.current = Date.now();
      due.current = null;
      setThrottled(value);
    }, Math.max(0, due.current - now));
    return () => clearTimeout(timer);
  }, [value, throttled, ms]);
  return throttled;
}
