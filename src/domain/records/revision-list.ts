// The Revisions panel of a record screen (console.md §3 'Revision: old, current, draft'): the answer of
// GET …/{id}/revisions grouped under the spec's display names, draft first, then current, then old.
import { REVISION_NAMES, Revision } from './record-enums';
import type { RevisionInfo } from './record-wire';

export type RevisionGroup = { state: Revision; title: string; items: RevisionInfo[] };

const ORDER: Revision[] = [Revision.draft, Revision.current, Revision.old];

export function groupRevisions(revisions: readonly RevisionInfo[]): RevisionGroup[] {
  return ORDER.map((state) => ({
    state,
    title: REVISION_NAMES[state],
    items: revisions.filter((r) => r.revState === state).sort((a, b) => b.rev - a.rev),
  })).filter((g) => g.items.length > 0);
}

/** Only old revisions open through ?rev=N; the current one and the draft are the record screen itself. */
export function opensAsOldRevision(revision: Pick<RevisionInfo, 'revState'>): boolean {
  return revision.revState === Revision.old;
}
