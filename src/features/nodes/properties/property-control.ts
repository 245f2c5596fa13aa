// What every property control gets from the property editor: the property, its save (through the reason
// gate, resolving with how it went) and the ids that tie the label and the message to the input.
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { FileNameKey } from '../../../domain/nodes/file-name-pattern';
import type { NodeProperty, PropertyValue } from '../../../domain/nodes/node-protocol';

export type SaveOutcome = 'saved' | 'cancelled' | 'failed';

export type ControlProps = {
  property: NodeProperty;
  readOnly: boolean;
  locale: LocaleSettings;
  /** Text of null in a nullable checkbox editor. @default 'OFF' */
  nullText?: string;
  inputId: string;
  /** Names a group of inputs (permission, flags) after the property's label. */
  labelId: string;
  messageId: string;
  save: (value: PropertyValue, shownText: string) => Promise<SaveOutcome>;
  onFocus: () => void;
  /** The editor's message under the field (a parse error); null clears it. */
  message: string | null;
  onMessage: (text: string | null) => void;
  /** Reads the keys a file name pattern may use on this node (the file-pattern editor); absent where there is no node to ask. */
  patternKeys?: () => Promise<FileNameKey[]>;
};

export function sameValue(a: PropertyValue, b: PropertyValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
