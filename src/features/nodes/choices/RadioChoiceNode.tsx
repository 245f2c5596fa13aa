// A radio choice node on a real screen: its children from the mirror, the choice written through the
// outbox, and the enabled child's own property panel under it.
import { useMemo } from 'react';
import { applyChoice } from '../../../data/nodes/choice-operations';
import { ChoiceProperty } from '../../../domain/choices/node-editors';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import { ErrorPanel } from '../errors/ErrorPanel';
import { ChoiceDetails } from './ChoiceDetails';
import { RadioChoiceEditor } from './RadioChoiceEditor';
import type { RadioChoiceOperations } from './use-radio-choice';
import { useChoiceChildren } from './use-choice-children';

export type RadioChoiceNodeProps = { host: string; node: MirrorNode; browseLevel: number; readOnly: boolean; locale: LocaleSettings };

export function RadioChoiceNode({ host, node, browseLevel, readOnly, locale }: RadioChoiceNodeProps) {
  const { children, error } = useChoiceChildren(host, node.gId, browseLevel, ChoiceProperty.enabled);
  const operations = useMemo<RadioChoiceOperations>(() => ({ choose: (plan) => applyChoice(host, plan) }), [host]);
  return (
    <>
      <RadioChoiceEditor
        label={node.name}
        options={children}
        operations={operations}
        readOnly={readOnly}
        locale={locale}
        details={(gId) => <ChoiceDetails key={gId} host={host} gId={gId} name={children.find((c) => c.gId === gId)?.name ?? gId} browseLevel={browseLevel} readOnly={readOnly} locale={locale} />}
      />
      <ErrorPanel messages={error ? [{ msg: error }] : []} locale={locale} />
    </>
  );
}
