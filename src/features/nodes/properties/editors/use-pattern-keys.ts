// The keys a file name pattern may use, read from the server once the user asks for them (the key
// call of node-model §7), and again after a failure.
import { useCallback, useRef, useState } from 'react';
import type { FileNameKey } from '../../../../domain/nodes/file-name-pattern';

export type PatternKeys =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; keys: FileNameKey[] }
  | { status: 'failed'; error: string };

export function usePatternKeys(read: (() => Promise<FileNameKey[]>) | undefined) {
  const [keys, setKeys] = useState<PatternKeys>({ status: 'idle' });
  const running = useRef(false);
  const load = useCallback(() => {
    if (!read || running.current || keys.status === 'ready') return;
    running.current = true;
    setKeys({ status: 'loading' });
    read().then(
      (list) => setKeys({ status: 'ready', keys: list }),
      (error: unknown) => setKeys({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
    ).finally(() => (running.current = false));
  }, [read, keys.status]);
  return { keys, load };
}
