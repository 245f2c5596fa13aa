// The browser tab's title follows the page title; apart from the route's title (use-page-title.ts), so the
// signed-out login start, which has no router, keeps it too.
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/app-constants';

/** Keeps document.title in step with the page title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
