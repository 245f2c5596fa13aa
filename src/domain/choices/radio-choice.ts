// The radio choice editor of node-model.md §2.4/§4: exactly one child is enabled. Choosing one sets its
// Enabled to true; once the server took that, the others are set to false; on failure the prior
// choice returns (the screen shows the error).
import { ChoiceProperty } from './node-editors';
import type { ChildValues } from './node-editors';

/** The enabled child (the first one when the data has more), null when none is. */
export function enabledChoice(children: readonly ChildValues[]): string | null {
  return children.find((c) => c.values[ChoiceProperty.enabled] === true)?.gId ?? null;
}

export type ChoicePlan = { enable: string; disable: string[] };

/** The writes that make `chosen` the only enabled child; null when it already is. */
export function choicePlan(children: readonly ChildValues[], chosen: string): ChoicePlan | null {
  const disable = children.filter((c) => c.gId !== chosen && c.values[ChoiceProperty.enabled] === true).map((c) => c.gId);
  const target = children.find((c) => c.gId === chosen);
  if (!target) return null;
  if (target.values[ChoiceProperty.enabled] === true && disable.length === 0) return null;
  return { enable: chosen, disable };
}
