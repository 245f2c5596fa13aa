import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { setBreadcrumbs, ui } from '../../state/ui';
import { titleOfMatches } from './route-meta';

/**
 * The app title rule of console.md §2: the route title, else the last breadcrumb, in the user's language.
 * Route titles are English ids of the common catalog; a breadcrumb that is data (a record's name) or
 * already translated is in no catalog and shows as it is.
 */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  const { breadcrumbs } = useSnapshot(ui);
  useI18n();
  const title = titleOfMatches(matches) ?? breadcrumbs[breadcrumbs.length - 1];
  return title === undefined ? undefined : translateMessage(title);
}

/** Lets a page without a route title (or with a more specific one) name itself; cleared on leave. */
export function useBreadcrumbs(items: readonly string[]): void {
  const key = items.join('\u0000');
  useEffect(() => {
    setBreadcrumbs(key ? key.split('\u0000') : []);
    return () => setBreadcrumbs([]);
  }, [key]);
}
