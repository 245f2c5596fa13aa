// The editor of a property's kind when it names no web editor: read-only text, a checkbox, a dropdown of
// standard values, or text parsed by the value rules.
import { makeStyles } from '@fluentui/react-components';
import { formatPropertyValue } from '../../../domain/values/format-value';
import { BoolControl } from './BoolControl';
import { ChoiceControl } from './ChoiceControl';
import type { ControlProps } from './property-control';
import { ReadOnlyField } from './ReadOnlyField';
import { TextControl } from './TextControl';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

/** The editor of the property's kind: read-only text, a checkbox, a dropdown of standard values or text. */
export function PlainControl(props: ControlProps) {
  const styles = useStyles();
  const { property, readOnly, locale, inputId, onFocus } = props;
  if (readOnly) return <ReadOnlyField id={inputId} className={styles.input} password={property.type.password === true} value={formatPropertyValue(property.value, property, locale)} onFocus={onFocus} />;
  if (property.type.kind === 'bool' && !property.standardValues?.length) return <BoolControl {...props} />;
  if (property.standardValues?.length) return <ChoiceControl {...props} />;
  return <TextControl {...props} />;
}

