// A checklist node on a real screen: its lookup (the standard values of its own Source property), its
// children from the mirror, and ticks that create and delete children through the outbox.
import { useMemo } from 'react';
import { addChecklistChild, removeChecklistChild } from '../../../data/nodes/choice-operations';
import { ChoiceProperty } from '../../../domain/choices/node-editors';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { MirrorNode, MirrorProperty } from '../../../domain/nodes/mirror-records';
import { AccessFlag, hasFlag } from '../../../domain/rights';
import { ErrorPanel } from '../errors/ErrorPanel';
import { ChecklistEditor } from './ChecklistEditor';
import type { ChecklistOperations } from './use-checklist';
import { useChoiceChildren } from './use-choice-children';

export type ChecklistNodeProps = { host: string; node: MirrorNode; properties: readonly MirrorProperty[]; browseLevel: number; readOnly: boolean; locale: LocaleSettings };

export function ChecklistNode({ host, node, properties, browseLevel, readOnly, locale }: ChecklistNodeProps) {
  const { children, error } = useChoiceChildren(host, node.gId, browseLevel, ChoiceProperty.source);
  const lookup = properties.find((p) => p.id === ChoiceProperty.source)?.standardValues ?? [];
  const childType = node.allowedTypes?.[0]?.type;
  const operations = useMemo<ChecklistOperations>(
    () => ({
      create: (key, label) => addChecklistChild(host, node.gId, childType ?? '', label, key),
      remove: (gId) => removeChecklistChild(host, gId),
    }),
    [host, node.gId, childType],
  );
  // Ticking needs create rights (and a type to create); the server checks delete rights on each child.
  const canEdit = !readOnly && childType !== undefined && hasFlag(node.ac, AccessFlag.create);
  return (
    <>
      <ChecklistEditor label={node.name} lookup={lookup} childNodes={children} operations={operations} readOnly={!canEdit} locale={locale} />
      <ErrorPanel messages={error ? [{ msg: error }] : []} locale={locale} />
    </>
  );
}
