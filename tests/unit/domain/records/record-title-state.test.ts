import { describe, expect, it } from 'vitest';
import { ACCESS_ALL, ACCESS_SHARED } from '../../../../src/domain/records/record-access';
import { initialEditing, lockText, recordCrumbs, titleBarState } from '../../../../src/domain/records/record-title-state';
import type { TitleRecord } from '../../../../src/domain/records/record-title-state';

const rec = (over: Partial<TitleRecord> = {}): TitleRecord => ({
  entity: 'customer',
  recDeleted: false,
  recLastRev: true,
  recPublished: true,
  recAccess: ACCESS_ALL,
  recState: 1,
  snapshot: false,
  readonly: false,
  userEditing: null,
  tampered: false,
  recRev: 3,
  ...over,
});

describe('record title bar state', () => {
  it('starts customers read-only with an Edit button, then shows Save and Discard in edit mode', () => {
    expect(initialEditing(rec(), false)).toBe(false);
    expect(titleBarState(rec(), false)).toMatchObject({ mode: 'readonly', showEdit: true, showSave: false, showDiscard: false, revision: 3, draft: false });
    expect(titleBarState(rec(), true)).toMatchObject({ mode: 'edit', showEdit: false, showSave: true, showDiscard: true });
  });

  it('opens the user’s own draft in edit mode with the DRAFT marker', () => {
    const draft = rec({ recPublished: false, recLastRev: true, recRev: 4 });
    expect(initialEditing(draft, false)).toBe(true);
    expect(titleBarState(draft, true)).toMatchObject({ draft: true, revision: 4, showSave: true });
  });

  it('starts kinds with in-place edit editing unless opened with the readonly flag', () => {
    expect(initialEditing(rec({ entity: 'contact' }), false)).toBe(true);
    expect(initialEditing(rec({ entity: 'contact' }), true)).toBe(false);
  });

  it('offers no Edit on deleted, closed, snapshot, old or unwritable records', () => {
    for (const over of [{ recDeleted: true }, { recState: 2 }, { snapshot: true }, { recLastRev: false }, { recAccess: ACCESS_SHARED & ~4 }]) {
      const state = titleBarState(rec(over), true);
      expect(state).toMatchObject({ mode: 'readonly', showEdit: false, showSave: false });
    }
  });

  it('names another editor and locks the record while they hold the draft', () => {
    const state = titleBarState(rec({ userEditing: 'Erik Engineer', readonly: true, recPublished: true }), false);
    expect(state).toMatchObject({ lockedBy: 'otherEditor', showEdit: false, userEditing: 'Erik Engineer' });
    expect(lockText(state.lockedBy, state.userEditing)).toBe('Erik Engineer is editing this record.');
  });

  it('passes the tampered flag through', () => {
    expect(titleBarState(rec({ tampered: true }), false).tampered).toBe(true);
  });

  it('builds customer > project > experiment > name, leaving out what the record lacks', () => {
    const crumbs = recordCrumbs({ id: 5, name: 'Lic A', projectId: 2, projectName: 'Scale-up', expId: -1, expName: null }, { id: 1, name: 'Acme', guid: 'g' });
    expect(crumbs.map((c) => c.label)).toEqual(['Acme', 'Scale-up', 'Lic A']);
  });
});
