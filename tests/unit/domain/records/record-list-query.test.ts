import { describe, expect, it } from 'vitest';
import { listFilterParams, listKey, pageKey, validateRecordListSearch, withFilter } from '../../../../src/domain/records/record-list-query';

describe('record list query', () => {
  it('keeps only valid search params and adds no defaults', () => {
    expect(validateRecordListSearch({ q: 'acme' })).toEqual({ q: 'acme' });
    expect(validateRecordListSearch({ q: '  ', page: '1', kind: '99', category: 2, distrChannel: '250', deleted: 'true', customerId: 'x' })).toEqual({ category: 2, distrChannel: 250, deleted: true });
    expect(validateRecordListSearch({ page: 3, recState: '2' })).toEqual({ page: 3, recState: 2 });
  });

  it('sends only the filters the kind offers', () => {
    expect(listFilterParams('customer', { q: ' lab ', kind: 1, recState: 1, deleted: true })).toEqual({ search: 'lab', recState: 1, includeDeleted: true });
    expect(listFilterParams('package', { kind: 1, distrChannel: 0 })).toEqual({ kind: 1, distrChannel: 0 });
  });

  it('keys a listing independently of parameter order and page', () => {
    expect(listKey('package', { kind: 1, q: 'x' })).toBe(listKey('package', { q: 'x', kind: 1, page: 4 }));
    expect(pageKey('package', { kind: 1 }, 2)).toBe('package?kind=1#2');
  });

  it('starts again on page 1 when the search or a filter changes', () => {
    expect(withFilter({ q: 'a', page: 3 }, { q: 'b' })).toEqual({ q: 'b' });
    expect(withFilter({ q: 'a', deleted: true }, { deleted: undefined })).toEqual({ q: 'a' });
  });
});
