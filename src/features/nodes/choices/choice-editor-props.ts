// What every choice editor view takes besides its items: its name, the writes it calls, whether it may
// write at all, and the locale its error panel formats times with.
import type { LocaleSettings } from '../../../domain/locale-settings';

export type ChoiceEditorProps<Operations> = {
  /** Accessible name of the editor, e.g. the node's name. */
  label: string;
  operations: Operations;
  readOnly: boolean;
  locale: LocaleSettings;
};
