import { describe, expect, it } from 'vitest';
import { buildReport, createReportBudget, REPORT_LIMITS } from '../../../src/domain/browser-exception';

describe('browser exception reports (console.md §7)', () => {
  it('sends the message, the position, the page address and the error text', () => {
    const error = new TypeError('x is undefined');
    const report = buildReport({ message: 'Uncaught TypeError: x is undefined', filename: 'http://h/assets/a.js', line: 3, column: 14, error }, 'http://h/customer/4');
    expect(report.message).toBe('Uncaught TypeError: x is undefined');
    expect(report.position).toBe('http://h/assets/a.js:3:14');
    expect(report.page).toBe('http://h/customer/4');
    expect(report.error).toContain('TypeError: x is undefined');
  });

  it('names a rejection by its error, or by the reason itself when it is not an Error', () => {
    expect(buildReport({ error: new RangeError('too far') }, 'p').message).toBe('RangeError: too far');
    expect(buildReport({ error: { code: 7 } }, 'p')).toEqual({ message: '{"code":7}', page: 'p', error: '{"code":7}' });
    expect(buildReport({}, 'p').message).toBe('Unknown error');
  });

  it('keeps every field within the server’s limits', () => {
    const long = 'y'.repeat(50_000);
    const report = buildReport({ message: long, filename: long, error: Object.assign(new Error(long), { stack: long }) }, long);
    expect(report.message).toHaveLength(REPORT_LIMITS.message);
    expect(report.position?.length).toBe(REPORT_LIMITS.position);
    expect(report.page).toHaveLength(REPORT_LIMITS.page);
    expect(report.error).toHaveLength(REPORT_LIMITS.error);
  });

  it('reports an error thrown again and again once, and at most the budget in all', () => {
    const allow = createReportBudget(3);
    const a = buildReport({ message: 'a' }, 'p');
    expect(allow(a)).toBe(true);
    expect(allow(a)).toBe(false);
    expect(allow(buildReport({ message: 'a', filename: 'f.js', line: 1 }, 'p'))).toBe(true);
    expect(allow(buildReport({ message: 'b' }, 'p'))).toBe(true);
    expect(allow(buildReport({ message: 'c' }, 'p'))).toBe(false);
  });
});
