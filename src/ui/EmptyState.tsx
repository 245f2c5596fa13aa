// What a screen shows while it has nothing to show yet: an icon and one sentence.
import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';

export type EmptyStateProps = {
  icon: FluentIcon;
  /** One sentence saying what will appear here. */
  text: string;
  children?: ReactNode;
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground2 },
});

export function EmptyState({ icon: Icon, text, children }: EmptyStateProps) {
  const styles = useStyles();
  useI18n();
  return (
    <div className={styles.root} role="note">
      <Icon className={styles.icon} aria-hidden />
      <Body1>{translateMessage(text)}</Body1>
      {children}
    </div>
  );
}
