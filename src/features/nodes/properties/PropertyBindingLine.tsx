// The binding of a property under its editor (node-model.md §3 bind): the node it is bound to, or
// 'Not bound', with Bind… and Unbind for a user who may write the property.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { NOT_BOUND_TEXT } from '../../../domain/nodes/node-binding';
import type { NodeProperty } from '../../../domain/nodes/node-protocol';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';

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
  const i18n = useI18n();
  return (
    <div className={styles.line} role="group" aria-label={i18n._('Binding of {name}', { name: property.name })}>
      <Text size={200} className={styles.text}>
        {property.bound ? i18n._('Bound to {name}', { name: boundName || property.bound }) : translateMessage(NOT_BOUND_TEXT)}
      </Text>
      {writable ? (
        <Button size="small" appearance="subtle" onClick={() => onBind(property)}>
          {i18n._('Bind…')}
        </Button>
      ) : null}
      {writable && property.bound ? (
        <Button size="small" appearance="subtle" onClick={() => onUnbind(property)}>
          {i18n._('Unbind')}
        </Button>
      ) : null}
    </div>
  );
}
