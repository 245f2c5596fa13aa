import { useEffect, useRef, useState } from 'react';

/**
 * The value, passed on at most once per `ms` (node-model.md §9 search throttle): the first change
 * after a quiet period waits `ms` too, so typing 'Pu' searches once, and the last value always lands.
 */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [throttled, setThrottled] = useState(value);
  const lastEmit = useRef(0);
  useEffect(() => {
    if (Object.is(value, throttled)) return;
    const wait = Math.max(0, Math.min(ms, lastEmit.current + ms - Date.now()));
    const timer = setTimeout(() => {
      lastEmit.current = Date.now();
      setThrottled(value);
    }, lastEmit.current === 0 ? ms : wait || ms);
    return () => clearTimeout(timer);
  }, [value, throttled, ms]);
  return throttled;
}
