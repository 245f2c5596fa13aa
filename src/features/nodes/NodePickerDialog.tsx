// The node picker of node-model.md §2.6: the node browser in a dialog with OK, an optional Cancel
// and up to two optional checkboxes whose labels the caller gives.
import { useState } from 'react';
import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { MirrorNode } from '../../domain/nodes/mirror-records';
import type { SelectionKind } from '../../domain/tree/tree-selection';
import { useI18n } from '../../i18n/use-i18n';
import { DialogFrame } from '../../ui/DialogFrame';
import { NodeBrowser } from './tree/NodeBrowser';

export type NodePickerResult = { gIds: string[]; checks: [boolean, boolean] };

export type NodePickerDialogProps = {
  open: boolean;
  title: string;
  host: string;
  rootGId: string;
  browseLevel: number;
  /** @default false: one node */
  multiple?: boolean;
  /** @default 'independent' */
  selectionKind?: SelectionKind;
  initialSelection?: readonly string[];
  /** Up to two checkbox labels; each shows a checkbox under the tree. */
  checkboxes?: readonly [string?, string?];
  /** @default true */
  showCancel?: boolean;
  isDisabled?: (node: MirrorNode) => boolean;
  onOk: (result: NodePickerResult) => void;
  onCancel: () => void;
};

const useStyles = makeStyles({
  surface: { minWidth: '400px', maxWidth: '1400px', width: 'min(720px, 95vw)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '60vh' },
});

export function NodePickerDialog(props: NodePickerDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [selected, setSelected] = useState<string[]>(() => [...(props.initialSelection ?? [])]);
  const [checks, setChecks] = useState<[boolean, boolean]>([false, false]);
  const showCancel = props.showCancel ?? true;
  const labels = props.checkboxes ?? [];
  return (
    <DialogFrame
      open={props.open}
      title={props.title}
      onDismiss={props.onCancel}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" onClick={() => props.onOk({ gIds: selected, checks })}>
            {i18n._('OK')}
          </Button>
          {showCancel ? <Button onClick={props.onCancel}>{i18n._('Cancel')}</Button> : null}
        </>
      }
    >
      <NodeBrowser
        label={props.title}
        host={props.host}
        rootGId={props.rootGId}
        browseLevel={props.browseLevel}
        readOnly
        liveRefresh={false}
        selectionMode={props.multiple ? 'multi' : 'single'}
        selectionKind={props.selectionKind}
        selected={selected}
        isDisabled={props.isDisabled}
        onSelectionChange={(gIds) => setSelected(gIds)}
      />
      {labels.map((label, i) =>
        label ? (
          <Checkbox
            key={label}
            label={label}
            checked={checks[i]}
            onChange={(_, data) => setChecks((c) => (i === 0 ? [data.checked === true, c[1]] : [c[0], data.checked === true]))}
          />
        ) : null,
      )}
    </DialogFrame>
  );
}
