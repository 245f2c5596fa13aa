// Whether the component is still mounted, for async work begun outside an effect (a click's request, an
// upload) whose answer may land after the component is gone. A state update then changes nothing, and one
// that lands after a test file's jsdom was torn down throws 'window is not defined' inside react-dom.
// Work begun in an effect is cancelled by the effect's cleanup instead (an AbortController or a flag).
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

export function useMounted(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
