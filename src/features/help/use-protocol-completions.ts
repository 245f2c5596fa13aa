// The latest recorded completions of one protocol, live from the user's database.
import { useLiveQuery } from 'dexie-react-hooks';
import { listProtocolCompletions } from '../../data/help/protocol-completions';
import type { ProtocolCompletion } from '../../domain/help/protocol-completion';

const NONE: ProtocolCompletion[] = [];

/** undefined while the first read runs. */
export function useProtocolCompletions(activeBook: string): ProtocolCompletion[] | undefined {
  return useLiveQuery(() => listProtocolCompletions(activeBook).catch(() => NONE), [activeBook]);
}
