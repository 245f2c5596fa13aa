// What a screen shows while it has nothing to show yet: an icon and one sentence.
import type { ReactNode } from 'react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';

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
  return (
    <div className={styles.root} role="note">
      <Icon className={styles.icon} aria-hidden />
      <Body1>{text}</Body1>
      {children}
    </div>
  );
}
