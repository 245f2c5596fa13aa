// The public view of a share link (docs/decisions.md "Share links"): no login, the pass in the URL
// fragment, `controller` in the query for a link to a controller host's node.
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { PUBLIC } from './access';
import { validateControllerSearch } from './route-search';
import { rootRoute } from './root';

export const shareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/share/$shareId',
  staticData: { title: /*i18n*/ 'Shared node', access: PUBLIC },
  validateSearch: validateControllerSearch,
  component: lazyPage(() => import('../features/nodes/share/SharedNodePage'), 'SharedNodePage'),
});
