import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentDismissRegular } from '@fluentui/react-icons/svg/document-dismiss';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useBreadcrumbs } from './use-page-title';

const useStyles = makeStyles({
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

const NOT_FOUND_TITLE = 'Page not found';
const CRUMBS = [NOT_FOUND_TITLE];

export function NotFoundView() {
  const styles = useStyles();
  useBreadcrumbs(CRUMBS);
  return (
    <>
      <PageHeader title={NOT_FOUND_TITLE} />
      <EmptyState icon={DocumentDismissRegular} text="There is nothing at this address.">
        <Link to="/" className={styles.link}>
          Go to the home page
        </Link>
      </EmptyState>
    </>
  );
}
