import { describe, expect, it } from 'vitest';
import { BINDING_WEB_EDITOR, NOT_BOUND_TEXT, bindingText, showsBinding } from '../../../../src/domain/nodes/node-binding';

describe('node binding of a property', () => {
  it('shows the binding of a property made for binding, and of any property already bound', () => {
    expect(showsBinding({ webEditor: BINDING_WEB_EDITOR })).toBe(true);
    expect(showsBinding({ webEditor: 'colour', bound: '0.Pump' })).toBe(true);
    expect(showsBinding({ webEditor: 'colour' })).toBe(false);
    expect(showsBinding({ bound: '' })).toBe(false);
    expect(showsBinding({})).toBe(false);
  });

  it("reads 'Bound to {gId}' or 'Not bound'", () => {
    expect(bindingText({ bound: '0.Pump' })).toBe('Bound to 0.Pump');
    expect(bindingText({})).toBe(NOT_BOUND_TEXT);
    expect(NOT_BOUND_TEXT).toBe('Not bound');
  });

  it('names the bound node when its name is known', () => {
    expect(bindingText({ bound: '0.PhMeter' }, 'pH meter')).toBe('Bound to pH meter');
    expect(bindingText({}, 'pH meter')).toBe(NOT_BOUND_TEXT);
  });
});
