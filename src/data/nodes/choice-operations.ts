// The writes of the choice editors (node-model.md §2.3, §2.4, §4), through the outbox like every node
// write: queued together so they keep their order offline, awaited together when online.
import { ChoiceProperty } from '../../domain/choices/node-editors';
import type { SelectionChange } from '../../domain/choices/node-selection';
import type { ChoicePlan } from '../../domain/choices/radio-choice';
import { awaitBatchAnswer, awaitWrite } from '../outbox/outbox-await';
import { queueBatchUpdate } from '../outbox/node-batch-writes';
import { queueNodeCreate, queuePropertyUpdate } from '../outbox/node-writes';
import { writeContext } from '../outbox/outbox-runtime';
import { deleteNode } from './node-operations';

/**
 * A checklist child standing for the lookup key: a create and the update of its Source, the latter
 * naming the new node by its temporary id. Resolves with the child's gId (temporary while queued).
 */
export async function addChecklistChild(host: string, parentGId: string, type: string, name: string, sourceKey: string): Promise<string> {
  const context = writeContext();
  const created = await queueNodeCreate(context, host, parentGId, type, { name });
  const updated = await queuePropertyUpdate(context, host, created.tempGId, [{ id: ChoiceProperty.source, value: sourceKey }]);
  const result = await awaitWrite([created.entryId, updated]);
  if (result.queued) return created.tempGId;
  const answer = (result.entries[0]?.answer as { responses?: { gId?: string }[] } | undefined)?.responses?.[0];
  return answer?.gId ?? created.tempGId;
}

export async function removeChecklistChild(host: string, gId: string): Promise<void> {
  const outcome = await deleteNode(host, gId);
  if (outcome.referencesExist) throw new Error(/*i18n*/ 'The item is referenced elsewhere and was not deleted.');
}

/** Enables the chosen child; only once the server took that are the others disabled (node-model.md §4). */
export async function applyChoice(host: string, plan: ChoicePlan): Promise<void> {
  const context = writeContext();
  await awaitBatchAnswer(await queuePropertyUpdate(context, host, plan.enable, [{ id: ChoiceProperty.enabled, value: true }]));
  const others: number[] = [];
  for (const gId of plan.disable) others.push(await queuePropertyUpdate(context, host, gId, [{ id: ChoiceProperty.enabled, value: false }]));
  if (others.length > 0) await awaitWrite(others);
}

/** The selection changes as one batch. */
export async function sendSelection(host: string, parentGId: string, changes: readonly SelectionChange[]): Promise<void> {
  const entryId = await queueBatchUpdate(
    writeContext(),
    host,
    parentGId,
    changes.map((c) => ({ gId: c.gId, values: [{ id: ChoiceProperty.sValue, value: c.selected }] })),
  );
  await awaitWrite([entryId]);
}
