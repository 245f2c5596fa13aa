// The radio choice's state (node-model.md §4 "Choice editor"): the chosen option shows at once; on
// failure the prior choice returns (the mirror never took the change) and the error is kept to show.
import { useState } from 'react';
import type { ErrorItem } from '../../../domain/error-item';
import type { ChildValues } from '../../../domain/choices/node-editors';
import { choicePlan, enabledChoice } from '../../../domain/choices/radio-choice';
import type { ChoicePlan } from '../../../domain/choices/radio-choice';
import { errorItemsOf } from '../../../data/api-error';

export type RadioChoiceOperations = { choose: (plan: ChoicePlan) => Promise<void> };

export type RadioChoiceState = {
  selected: string | null;
  busy: boolean;
  errors: ErrorItem[];
  dismissErrors: () => void;
  choose: (gId: string) => void;
};

export function useRadioChoice(options: readonly ChildValues[], operations: RadioChoiceOperations): RadioChoiceState {
  const [pending, setPending] = useState<string | null>(null);
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const choose = (gId: string) => {
    if (pending !== null) return;
    const plan = choicePlan(options, gId);
    if (!plan) return;
    setPending(gId);
    setErrors([]);
    operations.choose(plan).then(
      () => setPending(null),
      (error: unknown) => {
        setErrors(errorItemsOf(error));
        setPending(null);
      },
    );
  };
  return { selected: pending ?? enabledChoice(options), busy: pending !== null, errors, dismissErrors: () => setErrors([]), choose };
}
