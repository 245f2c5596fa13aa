// The radio choice editor of node-model.md §2.4: one radio per child, exactly one enabled; the
// enabled child's properties are shown below it.
import type { ReactNode } from 'react';
import { Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { ChildValues } from '../../../domain/choices/node-editors';
import { ErrorPanel } from '../errors/ErrorPanel';
import type { ChoiceEditorProps } from './choice-editor-props';
import { useRadioChoice } from './use-radio-choice';
import type { RadioChoiceOperations } from './use-radio-choice';
import { useI18n } from '../../../i18n/use-i18n';

export type RadioChoiceEditorProps = ChoiceEditorProps<RadioChoiceOperations> & {
  options: readonly ChildValues[];
  /** The properties of the enabled option, shown under it. */
  details?: (gId: string) => ReactNode;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  details: { paddingLeft: tokens.spacingHorizontalXXL, paddingBottom: tokens.spacingVerticalS },
});

export function RadioChoiceEditor(props: RadioChoiceEditorProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const state = useRadioChoice(props.options, props.operations);
  const writable = !props.readOnly && props.options.every((o) => o.writable);
  return (
    <div className={styles.root}>
      <RadioGroup aria-label={props.label} value={state.selected ?? ''} disabled={!writable || state.busy} onChange={(_, data) => state.choose(data.value)}>
        {props.options.map((option) => (
          <div key={option.gId}>
            <Radio value={option.gId} label={option.name} />
            {option.gId === state.selected && !state.busy && props.details ? <div className={styles.details}>{props.details(option.gId)}</div> : null}
          </div>
        ))}
      </RadioGroup>
      <ErrorPanel messages={state.errors} title={i18n._('Choice errors')} locale={props.locale} onDismiss={state.dismissErrors} />
    </div>
  );
}
