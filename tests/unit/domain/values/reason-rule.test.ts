import { describe, expect, it } from 'vitest';
import { reasonRule } from '../../../../src/domain/values/reason-rule';

describe('reasonRule', () => {
  it("answers 'Reason is required.' for a blank reason after trimming", () => {
    expect(reasonRule('   ')).toBe('Reason is required.');
    expect(reasonRule(null)).toBe('Reason is required.');
  });

  it('accepts any non-blank reason', () => {
    expect(reasonRule(' calibration ')).toBe(true);
  });
});
