// A property the user may not change (no write access, node-model.md §2.1/§5): shown filled, without
// the edit underline, with a lock, so it does not pass for a field that merely failed to take input.
import type { FocusEventHandler } from 'react';
import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useI18n } from '../../../i18n/use-i18n';

export const READ_ONLY_TEXT = /*i18n*/ 'Read-only';

export type ReadOnlyFieldProps = { id: string; value: string; className?: string; /** Masks the value. */ password?: boolean; onFocus?: FocusEventHandler<HTMLInputElement> };

const useStyles = makeStyles({ lock: { color: tokens.colorNeutralForeground3 } });

export function ReadOnlyField({ id, value, className, password = false, onFocus }: ReadOnlyFieldProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <Input
      id={id}
      className={className}
      appearance="filled-darker"
      type={password ? 'password' : undefined}
      readOnly
      aria-readonly
      value={value}
      onFocus={onFocus}
      contentAfter={<LockClosedRegular className={styles.lock} role="img" aria-label={i18n._(READ_ONLY_TEXT)} />}
    />
  );
}
