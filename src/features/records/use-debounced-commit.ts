import { useEffect, useRef } from 'react';

/**
 * Calls commit with the value once it has not changed for delayMs (the search throttle of node-model §9),
 * so typing does not rewrite the address and refetch on every key.
 */
export function useDebouncedCommit<T>(value: T, delayMs: number, commit: (value: T) => void): void {
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    const timer = setTimeout(() => commitRef.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
}
