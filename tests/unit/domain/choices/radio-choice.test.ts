import { describe, expect, it } from 'vitest';
import { choicePlan, enabledChoice } from '../../../../src/domain/choices/radio-choice';

const option = (gId: string, enabled: boolean) => ({ gId, name: gId, values: { Enabled: enabled }, writable: true });

describe('radio choice', () => {
  it('names the enabled child', () => {
    expect(enabledChoice([option('a', false), option('b', true)])).toBe('b');
    expect(enabledChoice([option('a', false)])).toBeNull();
  });

  it('enables the chosen child and disables every other enabled one', () => {
    expect(choicePlan([option('a', true), option('b', false), option('c', true)], 'b')).toEqual({ enable: 'b', disable: ['a', 'c'] });
  });

  it('plans nothing when the chosen child already is the only one enabled, or is unknown', () => {
    expect(choicePlan([option('a', true), option('b', false)], 'a')).toBeNull();
    expect(choicePlan([option('a', true)], 'zz')).toBeNull();
  });
});
