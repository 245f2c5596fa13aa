// The rules of a protocol wizard, apart from React so they are tested as rules: Next only when every
// check of the step is ticked, Back always keeps the ticks, and a completion only once every step of
// the protocol is ticked through.
import type { ProtocolBook } from './help-content';

export type WizardState = {
  /** The step shown, 0-based. */
  step: number;
  /** Per step, per check: ticked or not. */
  ticked: readonly (readonly boolean[])[];
};

export type WizardAction = { type: 'toggle'; check: number; ticked: boolean } | { type: 'next' } | { type: 'back' } | { type: 'restart' };

export function startWizard(book: ProtocolBook): WizardState {
  return { step: 0, ticked: book.steps.map((s) => s.checks.map(() => false)) };
}

export function isStepDone(state: WizardState, step: number = state.step): boolean {
  const checks = state.ticked[step];
  return checks !== undefined && checks.every(Boolean);
}

export function isLastStep(book: ProtocolBook, state: WizardState): boolean {
  return state.step === book.steps.length - 1;
}

/** Every check of every step ticked: the protocol may be recorded as completed. */
export function isProtocolDone(state: WizardState): boolean {
  return state.ticked.every((_, i) => isStepDone(state, i));
}

export function wizardReducer(book: ProtocolBook, state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggle': {
      const checks = state.ticked[state.step];
      if (!checks || action.check < 0 || action.check >= checks.length) return state;
      const ticked = state.ticked.map((row, i) => (i === state.step ? row.map((v, c) => (c === action.check ? action.ticked : v)) : row));
      return { ...state, ticked };
    }
    case 'next':
      return isStepDone(state) && !isLastStep(book, state) ? { ...state, step: state.step + 1 } : state;
    case 'back':
      return state.step > 0 ? { ...state, step: state.step - 1 } : state;
    case 'restart':
      return startWizard(book);
  }
}
