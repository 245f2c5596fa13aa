import { describe, expect, it } from 'vitest';
import { fieldConflicts, keepMine, keepMineChanges } from '../../../../src/domain/records/record-merge';
import type { RecordFieldSpec } from '../../../../src/domain/records/record-form-rules';

const fields: RecordFieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', required: true },
  { name: 'description', label: 'Description', type: 'memo' },
  { name: 'recTags', label: 'Tags', type: 'tags' },
];
const base = { name: 'Acme', description: 'old', recTags: [] };

describe('record conflict merge', () => {
  it('lists only the fields the user changed, each with the server value beside the user value', () => {
    const mine = { ...base, description: 'mine' };
    const theirs = { ...base, name: 'Acme Ltd', description: 'theirs' };
    expect(fieldConflicts(fields, base, mine, theirs)).toEqual([{ name: 'description', label: 'Description', base: 'old', mine: 'mine', theirs: 'theirs', clash: true }]);
  });

  it('marks no clash where the server still has the value the user started from', () => {
    const mine = { ...base, description: 'mine' };
    const theirs = { ...base, name: 'Acme Ltd' };
    expect(fieldConflicts(fields, base, mine, theirs)[0]?.clash).toBe(false);
  });

  it('marks no clash when both sides made the same change', () => {
    const mine = { ...base, description: 'same' };
    expect(fieldConflicts(fields, base, mine, { ...base, description: 'same' })[0]?.clash).toBe(false);
  });

  it('keeps the other side’s changes to fields the user did not touch when keeping mine', () => {
    const mine = { ...base, description: 'mine' };
    const theirs = { ...base, name: 'Acme Ltd', description: 'theirs' };
    expect(keepMine(fields, base, mine, theirs)).toEqual({ name: 'Acme Ltd', description: 'mine', recTags: [] });
  });

  it('sends only what still differs from the server revision', () => {
    const tags = [{ name: 'vip', value: '', color: '#ff0000' }];
    const mine = { ...base, description: 'same', recTags: tags };
    const theirs = { ...base, description: 'same' };
    expect(keepMineChanges(fields, base, mine, theirs)).toEqual({ recTags: tags });
  });
});
