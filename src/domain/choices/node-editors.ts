// The node-level web editors of node-model.md §2.3, §2.4 and §4 and the special properties they read
// (§3): which node shows which editor, shared by the server's type registry and the screens.

export const CHECKLIST_WEB_EDITOR = 'checklist';
export const RADIO_CHOICE_WEB_EDITOR = 'radioChoice';
export const NODE_SELECTION_WEB_EDITOR = 'nodeSelection';

/**
 * The special properties the editors read (node-model.md §3): a checklist child's Source (the lookup
 * key it stands for; on the checklist node, the lookup itself), a radio choice child's Enabled, and a
 * node selection child's SValue (selected), Category (its group) and Description.
 */
export const ChoiceProperty = { source: 'Source', enabled: 'Enabled', sValue: 'SValue', category: 'Category', description: 'Description' } as const;

export type ChildValues = {
  gId: string;
  name: string;
  /** The values of the child's properties by id. */
  values: Readonly<Record<string, unknown>>;
  /** The user may write the property read by the editor. */
  writable: boolean;
};
