// What the app shows in place of a part whose chunk failed to load (console.md §9): it reloads the app
// once ("Reloading the app…"); a second failure soon after gets the message and a Reload button. Routes
// (RouteErrorView) and parts loaded inside a screen (LiveChart's uPlot) show the same.
import { useEffect, useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { MSG_CHUNK_FAILED } from '../../domain/chunk-failure';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { EmptyState } from '../../ui/EmptyState';
import { chunkReloadDue, reloadOnceForChunkFailure, reloadPage } from './chunk-reload';
import type { Reload } from './chunk-reload';

export type ChunkFailureViewProps = {
  error: unknown;
  /** @default reloadPage */
  reload?: Reload;
};

export function ChunkFailureView({ error, reload = reloadPage }: ChunkFailureViewProps) {
  const i18n = useI18n();
  // Decided once per failure, so the view says "Reloading" from its first render.
  const [reloading] = useState(() => chunkReloadDue(error));
  useEffect(() => {
    if (reloading) reloadOnceForChunkFailure(error, reload);
  }, [error, reload, reloading]);

  if (reloading) return <Spinner label={i18n._('Reloading the app…')} />;
  return (
    <EmptyState icon={ErrorCircleRegular} text={translateMessage(MSG_CHUNK_FAILED)}>
      <Button appearance="primary" onClick={reload}>
        {i18n._('Reload')}
      </Button>
    </EmptyState>
  );
}
