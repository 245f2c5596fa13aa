import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';

export type PageHeaderProps = {
  title: string;
  /** Actions shown at the end of the header row. */
  actions?: ReactNode;
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  title: { margin: 0, flexGrow: 1, ':focus:not(:focus-visible)': { outlineStyle: 'none' } },
});

/** The page's one level-1 heading; its text equals the route title. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  const styles = useStyles();
  useI18n();
  return (
    <div className={styles.root}>
      {/* Focusable from script only: a new screen puts focus here (use-route-focus.ts). */}
      <Title2 as="h1" tabIndex={-1} className={styles.title}>
        {translateMessage(title)}
      </Title2>
      {actions}
    </div>
  );
}
