// Help overview and help books (console.md §2, node-model.md §2.12). The books parameter must be one
// of protocols, platforms, help; anything else shows the not-found view. The loader brings the chosen
// book's content chunk (precached, so it loads offline too).
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { HELP_BOOKS_TITLES, isHelpBooks } from '../domain/help-catalogue';
import { loadHelpBook } from '../features/help/help-book-loaders';
import { LOGIN } from './access';
import { rootRoute } from './root';

export const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/help/{-$activeBook}',
  staticData: { title: /*i18n*/ 'Help', access: LOGIN, nav: { group: 'default', order: 9, icon: 'QuestionCircleRegular' } },
  loader: ({ params }) => loadHelpBook(params.activeBook),
  component: lazyPage(() => import('../features/help/HelpPages'), 'HelpPage'),
});

export const booksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/books/$books/{-$activeBook}',
  params: {
    parse: (raw: { books: string; activeBook?: string }) => (isHelpBooks(raw.books) ? raw : false),
  },
  staticData: {
    access: LOGIN,
    titleFromParams: (params) => (isHelpBooks(params.books) ? HELP_BOOKS_TITLES[params.books] : undefined),
  },
  loader: ({ params }) => loadHelpBook(params.activeBook),
  component: lazyPage(() => import('../features/help/HelpPages'), 'BooksPage'),
});
