// What a route shows when it fails to render or load, instead of the router's bare error text. A failed
// chunk reloads the app once (console.md §9); after that, and for other errors, the user gets a way on.
import { useEffect } from 'react';
import { Button } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadFailure } from '../../domain/chunk-failure';
import { useI18n } from '../../i18n/use-i18n';
import { EmptyState } from '../../ui/EmptyState';
import { reloadPage } from './chunk-reload';
import type { Reload } from './chunk-reload';
import { ChunkFailureView } from './ChunkFailureView';
import { reportBrowserException } from './error-reporting';

export const MSG_ROUTE_FAILED = /*i18n*/ 'This page ran into an error.';

export type RouteErrorViewProps = ErrorComponentProps & { reload?: Reload };

export function RouteErrorView({ error, reset, reload = reloadPage }: RouteErrorViewProps) {
  const router = useRouter();
  const i18n = useI18n();
  useEffect(() => {
    reportBrowserException({ error });
  }, [error]);

  if (isChunkLoadFailure(error)) return <ChunkFailureView error={error} reload={reload} />;
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
