// The help overview (/help) and one book's catalogue (/books/$books). A book's own content comes
// with the help issue; choosing one says so instead of showing invented text.
import { BookOpenRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useParams } from '@tanstack/react-router';
import { canOpenHelpItem, findHelpItem, helpCatalogueFor, helpItemLockText, isHelpBooks } from '../../domain/help-catalogue';
import type { HelpBooks } from '../../domain/help-catalogue';
import { EmptyState } from '../../ui/EmptyState';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { HelpCatalogue } from './HelpCatalogue';

/** A locked platform book opened by address shows why it stays closed, never its content. */
function SelectedBook({ rights, books, activeBook }: { rights: readonly string[]; books?: HelpBooks; activeBook: string | undefined }) {
  if (!activeBook) return null;
  const item = findHelpItem(activeBook);
  if (!item || (books && item.books !== books)) return <EmptyState icon={BookOpenRegular} text={`There is no book "${activeBook}".`} />;
  if (!canOpenHelpItem(item, rights)) return <EmptyState icon={LockClosedRegular} text={`${item.title}: ${helpItemLockText(item)}.`} />;
  return <EmptyState icon={BookOpenRegular} text={`The content of "${item.title}" will appear here.`} />;
}

export function HelpPage() {
  const { rights } = useSessionView();
  const { activeBook } = useParams({ from: '/help/{-$activeBook}' });
  return (
    <RoutePage>
      <SelectedBook rights={rights} activeBook={activeBook} />
      <HelpCatalogue entries={helpCatalogueFor(rights)} withBookHeadings activeBook={activeBook} />
    </RoutePage>
  );
}

export function BooksPage() {
  const { rights } = useSessionView();
  const { books, activeBook } = useParams({ from: '/books/$books/{-$activeBook}' });
  const book: HelpBooks = isHelpBooks(books) ? books : 'help';
  return (
    <RoutePage>
      <SelectedBook rights={rights} books={book} activeBook={activeBook} />
      <HelpCatalogue entries={helpCatalogueFor(rights, book)} activeBook={activeBook} />
    </RoutePage>
  );
}
