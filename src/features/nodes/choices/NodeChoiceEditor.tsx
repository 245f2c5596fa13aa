// The node-level web editors of the choice kinds (node-model.md §2.3, §2.4, §4: checklist, radio choice, node selection), chosen by the node's
// webEditor; the property panel shows one of them instead of the node's own property list.
import type { LocaleSettings } from '../../../domain/locale-settings';
import { CHECKLIST_WEB_EDITOR, NODE_SELECTION_WEB_EDITOR, RADIO_CHOICE_WEB_EDITOR } from '../../../domain/choices/node-editors';
import type { MirrorNode, MirrorProperty } from '../../../domain/nodes/mirror-records';
import { ChecklistNode } from './ChecklistNode';
import { NodeSelectionNode } from './NodeSelectionNode';
import { RadioChoiceNode } from './RadioChoiceNode';

const CHOICE_EDITORS = new Set([CHECKLIST_WEB_EDITOR, RADIO_CHOICE_WEB_EDITOR, NODE_SELECTION_WEB_EDITOR]);

export function isChoiceEditor(webEditor: string | undefined): boolean {
  return webEditor !== undefined && CHOICE_EDITORS.has(webEditor);
}

export type NodeChoiceEditorProps = { host: string; node: MirrorNode; properties: readonly MirrorProperty[]; browseLevel: number; readOnly: boolean; locale: LocaleSettings };

export function NodeChoiceEditor(props: NodeChoiceEditorProps) {
  switch (props.node.webEditor) {
    case CHECKLIST_WEB_EDITOR:
      return <ChecklistNode {...props} />;
    case RADIO_CHOICE_WEB_EDITOR:
      return <RadioChoiceNode {...props} />;
    case NODE_SELECTION_WEB_EDITOR:
      return <NodeSelectionNode {...props} />;
    default:
      return null;
  }
}
