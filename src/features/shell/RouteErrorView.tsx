// What a route shows when it fails to render or load, instead of the router's bare error text. A failed
// chunk reloads the app once (console.md §9); after that, and for other errors, the user gets a way on.
import { useEffect, useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadFailure, MSG_CHUNK_FAILED } from '../../domain/chunk-failure';
import { EmptyState } from '../../ui/EmptyState';
import { chunkReloadDue, reloadOnceForChunkFailure } from './chunk-reload';
import type { Reload } from './chunk-reload';
import { reportBrowserException } from './error-reporting';

export const MSG_ROUTE_FAILED = 'This page ran into an error.';

export type RouteErrorViewProps = ErrorComponentProps & { reload?: Reload };

export function RouteErrorView({ error, reset, reload = () => window.location.reload() }: RouteErrorViewProps) {
  const router = useRouter();
  const chunk = isChunkLoadFailure(error);
  // Decided once per failure, so the view says "Reloading" from its first render.
  const [reloading] = useState(() => chunkReloadDue(error));
  useEffect(() => {
    reportBrowserException({ error });
    if (reloading) reloadOnceForChunkFailure(error, reload);
  }, [error, reload, reloading]);

  if (reloading) return <Spinner label="Reloading the app…" />;
  if (chunk) {
    return (
      <EmptyState icon={ErrorCircleRegular} text={MSG_CHUNK_FAILED}>
        <Button appearance="primary" onClick={reload}>
          Reload
        </Button>
      </EmptyState>
    );
  }
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <EmptyState icon={ErrorCircleRegular} text={`${MSG_ROUTE_FAILED} ${error instanceof Error ? error.message : String(error)}`}>
      <Button appearance="primary" onClick={retry}>
        Try again
      </Button>
    </EmptyState>
  );
}
