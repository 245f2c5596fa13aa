// The web editor kinds of node-model.md §4 by the names the server sends in a property's `webEditor`,
// and the message for a name the console does not know. The property editor dispatches on these.
import { BINDING_WEB_EDITOR } from './node-binding';

export const WebEditor = {
  enumFlags: 'enumFlags',
  hyperlink: 'hyperlink',
  memo: 'memo',
  expression: 'expression',
  dateOnly: 'dateOnly',
  nullableCheckbox: 'nullableCheckbox',
  headers: 'headers',
  permission: 'permission',
  alarmViewer: 'alarmViewer',
  filePattern: 'filePattern',
  webAppFile: 'webAppFile',
  copyToClipboard: 'copyToClipboard',
  dialogText: 'dialogText',
  colour: 'colour',
  lineStyle: 'lineStyle',
  // Editors of child nodes, built beside this dispatch (issue 11): their properties use the plain editor here.
  checklist: 'checklist',
  radioChoice: 'radioChoice',
  nodeSelection: 'nodeSelection',
  binding: BINDING_WEB_EDITOR,
} as const;
export type WebEditor = (typeof WebEditor)[keyof typeof WebEditor];

export const UNKNOWN_WEB_EDITOR = /*i18n*/ 'Unknown custom web editor!';

/** The web editor a node names to be shown as a table of its children (node-model §2.2). */
export const TABLE_WEB_EDITOR = 'table';

const KNOWN = new Set<string>(Object.values(WebEditor));

/** The kind of a property's web editor; null for none, 'unknown' for a name the console has no editor for. */
export function webEditorKind(name: string | undefined | null): WebEditor | 'unknown' | null {
  if (name === undefined || name === null || name === '') return null;
  return KNOWN.has(name) ? (name as WebEditor) : 'unknown';
}

/** enumFlags: the bits of the standard values set in a value. */
export function flagIsSet(value: number, bit: number): boolean {
  return bit === 0 ? value === 0 : (value & bit) === bit;
}

/** enumFlags: the value after one flag is ticked or cleared. */
export function withFlag(value: number, bit: number, on: boolean): number {
  return on ? value | bit : value & ~bit;
}

/** Opens as a link only when the text is an http(s) or mailto address: no javascript: or data: URLs. */
export function safeHyperlink(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The web editor a node names to have its property panel laid out as a grid: labels beside the fields. */
export const PROPERTY_GRID_WEB_EDITOR = 'propertyGrid';

export type PanelLayout = 'form' | 'grid';

/** The server's choice wins (node-model §2.1 "can be a grid or a form"); otherwise the screen's. */
export function panelLayoutOf(nodeWebEditor: string | undefined, screenLayout: PanelLayout = 'form'): PanelLayout {
  return nodeWebEditor === PROPERTY_GRID_WEB_EDITOR ? 'grid' : screenLayout;
}
