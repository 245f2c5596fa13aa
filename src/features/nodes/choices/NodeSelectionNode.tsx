// A node selection node on a real screen: its children from the mirror, the changes sent as one batch
// through the outbox.
import { useMemo } from 'react';
import { sendSelection } from '../../../data/nodes/choice-operations';
import { ChoiceProperty } from '../../../domain/choices/node-editors';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import { ErrorPanel } from '../errors/ErrorPanel';
import { NodeSelectionEditor } from './NodeSelectionEditor';
import type { NodeSelectionOperations } from './use-node-selection';
import { useChoiceChildren } from './use-choice-children';

export type NodeSelectionNodeProps = { host: string; node: MirrorNode; browseLevel: number; readOnly: boolean; locale: LocaleSettings };

export function NodeSelectionNode({ host, node, browseLevel, readOnly, locale }: NodeSelectionNodeProps) {
  const { children, error } = useChoiceChildren(host, node.gId, browseLevel, ChoiceProperty.sValue);
  const operations = useMemo<NodeSelectionOperations>(() => ({ send: (changes) => sendSelection(host, node.gId, changes) }), [host, node.gId]);
  return (
    <>
      <NodeSelectionEditor label={node.name} items={children} operations={operations} readOnly={readOnly} locale={locale} />
      <ErrorPanel messages={error ? [{ msg: error }] : []} locale={locale} />
    </>
  );
}
