// The node selection editor of node-model.md §4: one box per child, grouped by its Category, with its
// Description; children the user may not write are disabled.
import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ChildValues } from '../../../domain/choices/node-editors';
import { ErrorPanel } from '../errors/ErrorPanel';
import type { ChoiceEditorProps } from './choice-editor-props';
import { useNodeSelection } from './use-node-selection';
import type { NodeSelectionOperations } from './use-node-selection';
import { useI18n } from '../../../i18n/use-i18n';

export type NodeSelectionEditorProps = ChoiceEditorProps<NodeSelectionOperations> & { items: readonly ChildValues[] };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0 },
  description: { color: tokens.colorNeutralForeground3, paddingLeft: '32px', marginTop: `calc(-1 * ${tokens.spacingVerticalXS})` },
});

export function NodeSelectionEditor(props: NodeSelectionEditorProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const state = useNodeSelection(props.items, props.operations);
  return (
    <section className={styles.root} aria-label={props.label} aria-busy={state.busy}>
      {state.groups.map((group) => (
        <div key={group.category} role="group" aria-label={group.category || props.label} className={styles.group}>
          {group.category ? <Text weight="semibold">{group.category}</Text> : null}
          {group.items.map((item) => (
            <div key={item.gId}>
              <Checkbox
                label={item.name}
                checked={item.selected}
                disabled={props.readOnly || item.disabled}
                aria-describedby={item.description ? `${item.gId}-desc` : undefined}
                onChange={(_, data) => state.toggle(item.gId, data.checked === true)}
              />
              {item.description ? (
                <Text as="p" size={200} id={`${item.gId}-desc`} className={styles.description}>
                  {item.description}
                </Text>
              ) : null}
            </div>
          ))}
        </div>
      ))}
      <ErrorPanel messages={state.errors} title={i18n._('Selection errors')} locale={props.locale} onDismiss={state.dismissErrors} />
    </section>
  );
}
