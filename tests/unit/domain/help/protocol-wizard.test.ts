// The protocol wizard's rules (src/domain/help/protocol-wizard.ts, protocol-completion.ts).
import { describe, expect, it } from 'vitest';
import type { ProtocolBook } from '../../../../src/domain/help/help-content';
import { protocolCompletion } from '../../../../src/domain/help/protocol-completion';
import { isLastStep, isProtocolDone, isStepDone, startWizard, wizardReducer } from '../../../../src/domain/help/protocol-wizard';
import type { WizardAction, WizardState } from '../../../../src/domain/help/protocol-wizard';

const BOOK: ProtocolBook = {
  kind: 'protocol',
  activeBook: 'Test-Protocol',
  summary: 'A test.',
  instruments: ['Pump'],
  duration: '1 minute',
  steps: [
    { title: 'One', blocks: [], checks: ['a', 'b'] },
    { title: 'Two', blocks: [], checks: ['c'] },
  ],
};

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce((s, a) => wizardReducer(BOOK, s, a), startWizard(BOOK));
}

const tick = (check: number): WizardAction => ({ type: 'toggle', check, ticked: true });
const USER = { userId: '7', userName: 'Olivia Operator' };

describe('protocol wizard', () => {
  it('starts on the first step with nothing ticked', () => {
    expect(startWizard(BOOK)).toEqual({ step: 0, ticked: [[false, false], [false]] });
  });

  it('refuses Next until every check of the step is ticked', () => {
    expect(run({ type: 'next' }).step).toBe(0);
    expect(run(tick(0), { type: 'next' }).step).toBe(0);
    expect(isStepDone(run(tick(0), tick(1)))).toBe(true);
    expect(run(tick(0), tick(1), { type: 'next' }).step).toBe(1);
  });

  it('refuses Next again after a check is unticked', () => {
    expect(run(tick(0), tick(1), { type: 'toggle', check: 1, ticked: false }, { type: 'next' }).step).toBe(0);
  });

  it('goes Back keeping the ticks, and not before the first step', () => {
    const back = run(tick(0), tick(1), { type: 'next' }, tick(0), { type: 'back' });
    expect(back.step).toBe(0);
    expect(back.ticked).toEqual([[true, true], [true]]);
    expect(run({ type: 'back' }).step).toBe(0);
  });

  it('stops at the last step and ignores checks that do not exist', () => {
    const last = run(tick(0), tick(1), { type: 'next' }, tick(0), { type: 'next' });
    expect(last.step).toBe(1);
    expect(isLastStep(BOOK, last)).toBe(true);
    expect(run(tick(5), tick(-1))).toEqual(startWizard(BOOK));
  });

  it('records a completion only once every check of every step is ticked, with who and when', () => {
    const now = new Date('2026-11-26T07:12:00.000Z');
    expect(protocolCompletion(BOOK, run(tick(0), tick(1), { type: 'next' }), USER, now)).toBeNull();
    const done = run(tick(0), tick(1), { type: 'next' }, tick(0));
    expect(isProtocolDone(done)).toBe(true);
    expect(protocolCompletion(BOOK, done, USER, now)).toEqual({ activeBook: 'Test-Protocol', completedAt: '2026-11-26T07:12:00.000Z', userId: '7', userName: 'Olivia Operator', checks: 3 });
  });

  it('starts again from nothing on restart', () => {
    expect(run(tick(0), tick(1), { type: 'next' }, { type: 'restart' })).toEqual(startWizard(BOOK));
  });
});
