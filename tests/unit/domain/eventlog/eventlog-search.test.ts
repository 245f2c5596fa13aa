import { describe, expect, it } from 'vitest';
import { eventLogColumns } from '../../../../src/domain/eventlog/eventlog-columns';
import { columnsWithLayout } from '../../../../src/domain/eventlog/eventlog-mirror';
import { EVENTLOG_PAGE_SIZE, eventPageKey, eventQueryOf, validateEventLogSearch, withFilters } from '../../../../src/domain/eventlog/eventlog-search';

describe('validateEventLogSearch', () => {
  it('keeps valid values and drops the rest, so the server is never asked what it refuses', () => {
    expect(validateEventLogSearch({ source: 'system', preset: 'last7Days', severity: '2', text: 'pump', user: '', page: '3' })).toEqual({ source: 'System', preset: 'last7Days', severity: 2, text: 'pump', page: 3 });
    expect(validateEventLogSearch({ source: 'Nope', preset: 'lastDecade', from: 'yesterday', to: '2026-01-31T23:59:59.999', severity: '7', page: '1' })).toEqual({ to: '2026-01-31T23:59:59.999' });
  });
});

describe('eventQueryOf', () => {
  it('asks for the page of the search with the period as UTC ends', () => {
    const query = eventQueryOf({ page: 2, severity: 0, user: ' engineer ' }, { from: '2026-01-01T00:00:00', to: null });
    expect(query).toEqual({ offset: EVENTLOG_PAGE_SIZE, limit: EVENTLOG_PAGE_SIZE, from: new Date('2026-01-01T00:00:00').toISOString(), user: 'engineer' });
  });

  it('keys a mirrored page by source and every query field', () => {
    expect(eventPageKey('Audit', { offset: 0, user: 'a' })).not.toBe(eventPageKey('System', { offset: 0, user: 'a' }));
    expect(eventPageKey('Audit', { offset: 0, user: 'a' })).not.toBe(eventPageKey('Audit', { offset: 100, user: 'a' }));
  });
});

describe('withFilters', () => {
  it('goes back to the first page and leaves cleared filters out', () => {
    expect(withFilters({ page: 4, text: 'x', user: 'u' }, { text: undefined, severity: 1 })).toEqual({ user: 'u', severity: 1 });
  });
});

describe('columnsWithLayout', () => {
  it("lays the user's visibility and order over the server's columns; the time column stays shown", () => {
    const server = eventLogColumns('System');
    const laid = columnsWithLayout(server, [
      { value: 'message', visible: true, index: 0 },
      { value: 'time', visible: false, index: 1 },
      { value: 'host', visible: false, index: 2 },
    ]);
    expect(laid.slice(0, 3).map((c) => [c.value, c.visible])).toEqual([
      ['message', true],
      ['time', true],
      ['host', false],
    ]);
    expect(laid.map((c) => c.value).sort()).toEqual(server.map((c) => c.value).sort());
  });
});
