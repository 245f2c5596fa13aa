// webAppFile (node-model §4, §2.10): the upload dialog is built with the upload feature; until it is wired
// here the property shows the current file's name, read-only.
import { Input, makeStyles } from '@fluentui/react-components';
import type { ControlProps } from '../property-control';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function WebAppFileSlot({ property, inputId, onFocus }: ControlProps) {
  const styles = useStyles();
  const name = typeof property.value === 'string' && property.value !== '' ? property.value : '(no file)';
  return <Input id={inputId} className={styles.input} readOnly value={name} onFocus={onFocus} />;
}
