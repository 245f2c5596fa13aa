import { describe, expect, it } from 'vitest';
import { groupRevisions, opensAsOldRevision } from '../../../../src/domain/records/revision-list';
import type { RevisionInfo } from '../../../../src/domain/records/record-wire';

const rev = (n: number, revState: number): RevisionInfo => ({ rev: n, revState, revStateName: '', editorId: 1, editorName: 'Ada', time: '2025-01-01T00:00:00.000Z' });

describe('revision list', () => {
  it('groups revisions as Draft, Current revision and Old revisions, newest first', () => {
    const groups = groupRevisions([rev(1, 0), rev(3, 1), rev(2, 0), rev(4, 2)]);
    expect(groups.map((g) => g.title)).toEqual(['Draft', 'Current revision', 'Old revisions']);
    expect(groups[2]?.items.map((r) => r.rev)).toEqual([2, 1]);
  });

  it('leaves out groups without revisions', () => {
    expect(groupRevisions([rev(1, 1)]).map((g) => g.title)).toEqual(['Current revision']);
  });

  it('opens only old revisions by number', () => {
    expect(opensAsOldRevision(rev(1, 0))).toBe(true);
    expect(opensAsOldRevision(rev(2, 1))).toBe(false);
  });
});
