import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentDismissRegular } from '@fluentui/react-icons/svg/document-dismiss';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../i18n/use-i18n';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { useBreadcrumbs } from './use-page-title';

const useStyles = makeStyles({
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

const NOT_FOUND_TITLE = /*i18n*/ 'Page not found';
// The English id: the app title translates it (use-page-title.ts).
const CRUMBS = [NOT_FOUND_TITLE];

export function NotFoundView() {
  const styles = useStyles();
  const i18n = useI18n();
  useBreadcrumbs(CRUMBS);
  return (
    <>
      <PageHeader title={i18n._(NOT_FOUND_TITLE)} />
      <EmptyState icon={DocumentDismissRegular} text={i18n._('There is nothing at this address.')}>
        <Link to="/" className={styles.link}>
          {i18n._('Go to the home page')}
        </Link>
      </EmptyState>
    </>
  );
}
