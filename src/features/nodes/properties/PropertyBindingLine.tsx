// The binding of a property under its editor (node-model.md §3 bind): the node it is bound to, or
// 'Not bound', with Bind… and Unbind for a user who may write the property.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { bindingText } from '../../../domain/nodes/node-binding';
import type { NodeProperty } from '../../../domain/nodes/node-protocol';

export type PropertyBindingLineProps = {
  property: NodeProperty;
  writable: boolean;
  /** The bound node's name; without it the binding shows the gId. */
  boundName?: string;
  onBind: (property: NodeProperty) => void;
  onUnbind: (property: NodeProperty) => void;
};

const useStyles = makeStyles({
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2, minWidth: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export function PropertyBindingLine({ property, writable, boundName, onBind, onUnbind }: PropertyBindingLineProps) {
  const styles = useStyles();
  return (
    <div className={styles.line} role="group" aria-label={`Binding of ${property.name}`}>
      <Text size={200} className={styles.text}>
        {bindingText(property, boundName)}
      </Text>
      {writable ? (
        <Button size="small" appearance="subtle" onClick={() => onBind(property)}>
          Bind…
        </Button>
      ) : null}
      {writable && property.bound ? (
        <Button size="small" appearance="subtle" onClick={() => onUnbind(property)}>
          Unbind
        </Button>
      ) : null}
    </div>
  );
}
