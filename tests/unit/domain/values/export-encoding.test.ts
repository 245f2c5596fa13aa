import { describe, expect, it } from 'vitest';
import { exportEncodingRule } from '../../../../src/domain/values/export-encoding';

describe('exportEncodingRule', () => {
  it('accepts iso-8859-1, utf-8, utf-16le, utf-16be and empty', () => {
    for (const encoding of ['iso-8859-1', 'utf-8', 'utf-16le', 'utf-16be', '']) expect(exportEncodingRule(encoding)).toBe(true);
  });

  it('ignores case', () => {
    expect(exportEncodingRule('UTF-8')).toBe(true);
  });

  it("answers 'Invalid encoding!' for anything else", () => {
    expect(exportEncodingRule('windows-1252')).toBe('Invalid encoding!');
  });
});
