import { describe, expect, it } from 'vitest';
import { formatBoolean, parseBoolean } from '../../../../src/domain/values/parse-boolean';

describe('parseBoolean', () => {
  it('reads 0, FALSE, F, NO and N as false, ignoring case and spaces', () => {
    for (const text of ['0', 'false', 'F', ' no ', 'n']) expect(parseBoolean(text)).toEqual({ ok: true, value: false });
  });

  it('reads 1, TRUE, T, YES and Y as true, ignoring case and spaces', () => {
    for (const text of ['1', 'True', 't', 'YES ', 'y']) expect(parseBoolean(text)).toEqual({ ok: true, value: true });
  });

  it("rejects other words with 'Invalid value!'", () => {
    expect(parseBoolean('maybe')).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it('keeps other words invalid on a nullable field', () => {
    expect(parseBoolean('maybe', true)).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it('gives null for empty text when nullable', () => {
    expect(parseBoolean('', true)).toEqual({ ok: true, value: null });
  });

  it("answers 'Required' for empty text when not nullable", () => {
    expect(parseBoolean('')).toEqual({ ok: false, error: 'Required' });
  });

  it('reads the null text back as null when nullable', () => {
    expect(parseBoolean('(undefined)', true, '(undefined)')).toEqual({ ok: true, value: null });
  });
});

describe('formatBoolean', () => {
  it('shows Yes and No', () => {
    expect([formatBoolean(true), formatBoolean(false)]).toEqual(['Yes', 'No']);
  });
});
