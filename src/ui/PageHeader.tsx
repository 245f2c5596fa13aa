import type { ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';

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
  title: { margin: 0, flexGrow: 1 },
});

/** The page's one level-1 heading; its text equals the route title. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Title2 as="h1" className={styles.title}>
        {title}
      </Title2>
      {actions}
    </div>
  );
}
