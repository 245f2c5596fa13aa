// The help overview (/help/{activeBook?}) and one book's catalogue (/books/{books}/{activeBook?}): the
// chosen book (its content comes from the route's loader) above the catalogue it was chosen from.
import { BookOpenRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useLoaderData, useParams } from '@tanstack/react-router';
import { canOpenHelpItem, findHelpItem, helpCatalogueFor, isHelpBooks } from '../../domain/help-catalogue';
import type { HelpBooks } from '../../domain/help-catalogue';
import type { HelpBookContent } from '../../domain/help/help-content';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { EmptyState } from '../../ui/EmptyState';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { HelpBookView } from './HelpBookView';
import { HelpCatalogue } from './HelpCatalogue';

type SelectedBookProps = { books?: HelpBooks; activeBook: string | undefined; content: HelpBookContent | null };

/** A locked platform book opened by address shows why it stays closed, never its content. */
function SelectedBook({ books, activeBook, content }: SelectedBookProps) {
  const { rights, displayName, userId } = useSessionView();
  const i18n = useI18n();
  if (!activeBook) return null;
  const item = findHelpItem(activeBook);
  if (!item || (books && item.books !== books) || !content) return <EmptyState icon={BookOpenRegular} text={i18n._('There is no book "{name}".', { name: activeBook })} />;
  if (!canOpenHelpItem(item, rights)) return <EmptyState icon={LockClosedRegular} text={i18n._('{title}: Locked: needs the right {right}.', { title: translateMessage(item.title), right: item.right ?? '' })} />;
  const user = userId === null ? null : { userId, userName: displayName };
  return <HelpBookView key={item.activeBook} item={item} content={content} user={user} />;
}

export function HelpPage() {
  const { rights } = useSessionView();
  const { activeBook } = useParams({ from: '/help/{-$activeBook}' });
  const content = useLoaderData({ from: '/help/{-$activeBook}' });
  return (
    <RoutePage>
      <SelectedBook activeBook={activeBook} content={content} />
      <HelpCatalogue entries={helpCatalogueFor(rights)} withBookHeadings activeBook={activeBook} />
    </RoutePage>
  );
}

export function BooksPage() {
  const { rights } = useSessionView();
  const { books, activeBook } = useParams({ from: '/books/$books/{-$activeBook}' });
  const content = useLoaderData({ from: '/books/$books/{-$activeBook}' });
  const book: HelpBooks = isHelpBooks(books) ? books : 'help';
  return (
    <RoutePage>
      <SelectedBook books={book} activeBook={activeBook} content={content} />
      <HelpCatalogue entries={helpCatalogueFor(rights, book)} activeBook={activeBook} />
    </RoutePage>
  );
}
