// A protocol wizard's state for the screen: the pure rules of protocol-wizard.ts, plus recording the
// completion in the user's database once every check is ticked.
import { useReducer, useState } from 'react';
import { recordProtocolCompletion } from '../../data/help/protocol-completions';
import { useI18n } from '../../i18n/use-i18n';
import type { ProtocolBook } from '../../domain/help/help-content';
import { protocolCompletion } from '../../domain/help/protocol-completion';
import type { CompletingUser, ProtocolCompletion } from '../../domain/help/protocol-completion';
import { isLastStep, isProtocolDone, isStepDone, startWizard, wizardReducer } from '../../domain/help/protocol-wizard';
import type { WizardAction, WizardState } from '../../domain/help/protocol-wizard';

export type ProtocolWizard = {
  state: WizardState;
  stepDone: boolean;
  lastStep: boolean;
  protocolDone: boolean;
  /** The completion recorded in this run of the wizard, once Record completion succeeded. */
  recorded: ProtocolCompletion | null;
  error: string | null;
  busy: boolean;
  toggle: (check: number, ticked: boolean) => void;
  next: () => void;
  back: () => void;
  record: () => Promise<void>;
  restart: () => void;
};

export function useProtocolWizard(book: ProtocolBook, user: CompletingUser | null): ProtocolWizard {
  // The screen keys the wizard by book, so the reducer's book never changes under a running wizard.
  const [state, dispatch] = useReducer((s: WizardState, a: WizardAction) => wizardReducer(book, s, a), book, startWizard);
  const [recorded, setRecorded] = useState<ProtocolCompletion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const i18n = useI18n();

  async function record(): Promise<void> {
    const completion = user ? protocolCompletion(book, state, user, new Date()) : null;
    if (!completion || busy || recorded) return;
    setBusy(true);
    setError(null);
    try {
      await recordProtocolCompletion(completion);
      setRecorded(completion);
    } catch (e: unknown) {
      setError(i18n._('The completion could not be recorded on this device: {reason}', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  }

  return {
    state,
    stepDone: isStepDone(state),
    lastStep: isLastStep(book, state),
    protocolDone: isProtocolDone(state),
    recorded,
    error,
    busy,
    toggle: (check, ticked) => dispatch({ type: 'toggle', check, ticked }),
    next: () => dispatch({ type: 'next' }),
    back: () => dispatch({ type: 'back' }),
    record,
    restart: () => {
      dispatch({ type: 'restart' });
      setRecorded(null);
      setError(null);
    },
  };
}
