// The help overview (/help) and one book's catalogue (/books/$books). A book's own content comes
// with the help issue; choosing one says so instead of showing invented text.
import { BookOpenRegular } from '@fluentui/react-icons';
import { useParams } from '@tanstack/react-router';
import { isHelpBooks, visibleHelpItems } from '../../domain/help-catalogue';
import type { HelpBookItem, HelpBooks } from '../../domain/help-catalogue';
import { EmptyState } from '../../ui/EmptyState';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { HelpCatalogue } from './HelpCatalogue';

/** Platform books stay closed without their platform right, like their catalogue entries. */
function SelectedBook({ items, activeBook }: { items: readonly HelpBookItem[]; activeBook: string | undefined }) {
  if (!activeBook) return null;
  const item = items.find((i) => i.activeBook === activeBook);
  const text = item
    ? `The content of "${item.title}" will appear here.`
    : `There is no book "${activeBook}" among the books you can open.`;
  return <EmptyState icon={BookOpenRegular} text={text} />;
}

export function HelpPage() {
  const { rights } = useSessionView();
  const { activeBook } = useParams({ from: '/help/{-$activeBook}' });
  const items = visibleHelpItems(rights);
  return (
    <RoutePage>
      <SelectedBook items={items} activeBook={activeBook} />
      <HelpCatalogue items={items} withBookHeadings activeBook={activeBook} />
    </RoutePage>
  );
}

export function BooksPage() {
  const { rights } = useSessionView();
  const { books, activeBook } = useParams({ from: '/books/$books/{-$activeBook}' });
  const book: HelpBooks = isHelpBooks(books) ? books : 'help';
  const items = visibleHelpItems(rights, book);
  return (
    <RoutePage>
      <SelectedBook items={items} activeBook={activeBook} />
      {items.length ? (
        <HelpCatalogue items={items} activeBook={activeBook} />
      ) : (
        <EmptyState icon={BookOpenRegular} text="None of these books is available to your account." />
      )}
    </RoutePage>
  );
}
