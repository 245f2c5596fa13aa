// The keys a file name pattern may use, read from the server once the user asks for them (the key
// call of node-model §7), and again after a failure.
import { useCallback, useRef, useState } from 'react';
import type { FileNameKey } from '../../../../domain/nodes/file-name-pattern';
import { useMounted } from '../../../../ui/use-mounted';

export type PatternKeys =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; keys: FileNameKey[] }
  | { status: 'failed'; error: string };

export function usePatternKeys(read: (() => Promise<FileNameKey[]>) | undefined) {
  const [keys, setKeys] = useState<PatternKeys>({ status: 'idle' });
  const running = useRef(false);
  // Opening the menu starts the read; the editor may be gone before the answer lands.
  const mounted = useMounted();
  const load = useCallback(() => {
    if (!read || running.current || keys.status === 'ready') return;
    running.current = true;
    setKeys({ status: 'loading' });
    read().then(
      (list) => mounted.current && setKeys({ status: 'ready', keys: list }),
      (error: unknown) => mounted.current && setKeys({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
    ).finally(() => (running.current = false));
  }, [read, keys.status, mounted]);
  return { keys, load };
}
