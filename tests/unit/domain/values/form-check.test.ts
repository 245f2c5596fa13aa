import { describe, expect, it } from 'vitest';
import { CONFIRM_CONTINUE, confirmationText, formVerdict, runFormChecks } from '../../../../src/domain/values/form-check';

const rules = [
  { severity: 'error' as const, rule: (v: number) => (v < 0 ? 'Must not be negative.' : true) },
  { severity: 'warning' as const, rule: (v: number) => (v > 100 ? 'Unusually large.' : true) },
  { severity: 'warning' as const, rule: (v: number) => (Math.abs(v) % 2 === 1 ? 'Odd.' : true) },
];

describe('form checks', () => {
  it('collects the messages of failing rules by severity', () => {
    expect(runFormChecks(101, rules)).toEqual({ errors: [], warnings: ['Unusually large.', 'Odd.'] });
    expect(runFormChecks(-1, rules)).toEqual({ errors: ['Must not be negative.'], warnings: ['Odd.'] });
  });

  it('blocks the form on an error, even with warnings', () => {
    expect(formVerdict(runFormChecks(-1, rules))).toBe('blocked');
  });

  it('asks for confirmation on warnings alone, and saves when every rule passes', () => {
    expect(formVerdict(runFormChecks(101, rules))).toBe('confirm');
    expect(formVerdict(runFormChecks(4, rules))).toBe('save');
  });

  it("asks 'Are you sure you want to continue?' after the warnings", () => {
    expect(CONFIRM_CONTINUE).toBe('Are you sure you want to continue?');
    expect(confirmationText(['No team selected.'])).toBe('No team selected.\nAre you sure you want to continue?');
  });
});
