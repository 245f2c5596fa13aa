// The checklist editor of node-model.md §2.3: a select-all box and one box per lookup value.
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { ChildValues } from '../../../domain/choices/node-editors';
import { selectAllState } from '../../../domain/choices/checklist';
import type { StandardValue } from '../../../domain/nodes/node-protocol';
import { ErrorPanel } from '../errors/ErrorPanel';
import type { ChoiceEditorProps } from './choice-editor-props';
import { useChecklist } from './use-checklist';
import type { ChecklistOperations } from './use-checklist';
import { useI18n } from '../../../i18n/use-i18n';

export type ChecklistEditorProps = ChoiceEditorProps<ChecklistOperations> & { lookup: readonly StandardValue[]; childNodes: readonly ChildValues[] };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { display: 'flex', flexDirection: 'column', paddingLeft: tokens.spacingHorizontalL, border: 'none', margin: 0 },
});

export function ChecklistEditor(props: ChecklistEditorProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const state = useChecklist(props.lookup, props.childNodes, props.operations);
  const keys = state.items.map((i) => i.key);
  return (
    <div className={styles.root}>
      <Checkbox label={i18n._('Select all')} checked={selectAllState(keys, state.ticked)} disabled={props.readOnly} onChange={() => state.toggleAll()} />
      <div role="group" aria-label={props.label} aria-busy={state.busy} className={styles.list}>
        {state.items.map((item) => (
          <Checkbox key={item.key} label={item.label} checked={item.ticked} disabled={props.readOnly} onChange={(_, data) => state.toggle(item.key, data.checked === true)} />
        ))}
      </div>
      <ErrorPanel messages={state.errors} title={i18n._('Checklist errors')} locale={props.locale} onDismiss={state.dismissErrors} />
    </div>
  );
}
