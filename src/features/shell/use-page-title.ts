import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { PRODUCT_NAME } from '../../domain/app-constants';
import { setBreadcrumbs, ui } from '../../state/ui';
import { titleOfMatches } from './route-meta';

/** The app title rule of console.md §2: the route title, else the last breadcrumb. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  const { breadcrumbs } = useSnapshot(ui);
  return titleOfMatches(matches) ?? breadcrumbs[breadcrumbs.length - 1];
}

/** Keeps document.title in step with the page title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

/** Lets a page without a route title (or with a more specific one) name itself; cleared on leave. */
export function useBreadcrumbs(items: readonly string[]): void {
  const key = items.join('\u0000');
  useEffect(() => {
    setBreadcrumbs(key ? key.split('\u0000') : []);
    return () => setBreadcrumbs([]);
  }, [key]);
}
