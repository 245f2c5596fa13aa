// What a route shows when it fails to render or load, instead of the router's bare error text. A failed
// chunk reloads the app once (console.md §9); after that, and for other errors, the user gets a way on.
import { useEffect, useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadFailure, MSG_CHUNK_FAILED } from '../../domain/chunk-failure';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { EmptyState } from '../../ui/EmptyState';
import { chunkReloadDue, reloadOnceForChunkFailure } from './chunk-reload';
import type { Reload } from './chunk-reload';
import { reportBrowserException } from './error-reporting';

export const MSG_ROUTE_FAILED = /*i18n*/ 'This page ran into an error.';

export type RouteErrorViewProps = ErrorComponentProps & { reload?: Reload };

export function RouteErrorView({ error, reset, reload = () => window.location.reload() }: RouteErrorViewProps) {
  const router = useRouter();
  const i18n = useI18n();
  const chunk = isChunkLoadFailure(error);
  // Decided once per failure, so the view says "Reloading" from its first render.
  const [reloading] = useState(() => chunkReloadDue(error));
  useEffect(() => {
    reportBrowserException({ error });
    if (reloading) reloadOnceForChunkFailure(error, reload);
  }, [error, reload, reloading]);

  if (reloading) return <Spinner label={i18n._('Reloading the app…')} />;
  if (chunk) {
    return (
      <EmptyState icon={ErrorCircleRegular} text={translateMessage(MSG_CHUNK_FAILED)}>
        <Button appearance="primary" onClick={reload}>
          {i18n._('Reload')}
        </Button>
      </EmptyState>
    );
  }
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <EmptyState icon={ErrorCircleRegular} text={`${i18n._(MSG_ROUTE_FAILED)} ${error instanceof Error ? error.message : String(error)}`}>
      <Button appearance="primary" onClick={retry}>
        {i18n._('Try again')}
      </Button>
    </EmptyState>
  );
}
