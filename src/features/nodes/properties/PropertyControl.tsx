// Picks a property's control (node-model.md §4 "Web editor kinds"): the web editor the server names, else
// the plain editor of its kind, and 'Unknown custom web editor!' for a name the console does not know.
import type { ComponentType } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { UNKNOWN_WEB_EDITOR, webEditorKind } from '../../../domain/nodes/web-editors';
import type { WebEditor } from '../../../domain/nodes/web-editors';
import { AlarmViewerControl } from '../errors/AlarmViewerControl';
import { ColourEditor } from './editors/ColourEditor';
import { CopyToClipboardEditor } from './editors/CopyToClipboardEditor';
import { DateOnlyEditor } from './editors/DateOnlyEditor';
import { DialogTextEditor } from './editors/DialogTextEditor';
import { EnumFlagsEditor } from './editors/EnumFlagsEditor';
import { ExpressionEditor } from './editors/ExpressionEditor';
import { FilePatternEditor } from './editors/FilePatternEditor';
import { HeadersEditor } from './editors/HeadersEditor';
import { HyperlinkEditor } from './editors/HyperlinkEditor';
import { LineStyleEditor } from './editors/LineStyleEditor';
import { MemoEditor } from './editors/MemoEditor';
import { PermissionEditor } from './editors/PermissionEditor';
import { WebAppFileSlot } from './editors/WebAppFileSlot';
import { PlainControl } from './PlainControl';
import type { ControlProps } from './property-control';
import { translateMessage } from '../../../i18n/translate-message';

const useStyles = makeStyles({ unknown: { color: tokens.colorPaletteRedForeground1 } });

/** The nullable checkbox whatever the type says (the server still refuses null where it is not allowed). */
function NullableCheckboxEditor(props: ControlProps) {
  return <PlainControl {...props} property={{ ...props.property, type: { ...props.property.type, nullable: true } }} />;
}

const EDITORS: Record<WebEditor, ComponentType<ControlProps>> = {
  enumFlags: EnumFlagsEditor,
  hyperlink: HyperlinkEditor,
  memo: MemoEditor,
  expression: ExpressionEditor,
  dateOnly: DateOnlyEditor,
  nullableCheckbox: NullableCheckboxEditor,
  headers: HeadersEditor,
  permission: PermissionEditor,
  filePattern: FilePatternEditor,
  webAppFile: WebAppFileSlot,
  copyToClipboard: CopyToClipboardEditor,
  dialogText: DialogTextEditor,
  colour: ColourEditor,
  lineStyle: LineStyleEditor,
  alarmViewer: AlarmViewerControl,
  // The checklist, radio choice and node selection editors work on a node's children and are chosen by
  // the node's webEditor (choices/NodeChoiceEditor.tsx); a property naming one is edited as a plain value.
  checklist: PlainControl,
  radioChoice: PlainControl,
  nodeSelection: PlainControl,
  nodeBinding: PlainControl,
};

export function PropertyControl(props: ControlProps) {
  const styles = useStyles();
  const kind = webEditorKind(props.property.webEditor);
  if (kind === 'unknown') {
    return (
      <Text id={props.inputId} className={styles.unknown}>
        {translateMessage(UNKNOWN_WEB_EDITOR)}
      </Text>
    );
  }
  const Editor = kind === null ? PlainControl : EDITORS[kind];
  return <Editor {...props} />;
}
