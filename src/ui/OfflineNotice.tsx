// Offline, screens show the mirrored data and say how old it is (DESIGN.md "How data flows"). One notice
// for the node screens and the record screens; the record screens add a Retry.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

export type OfflineNoticeProps = {
  /** Epoch ms of the mirrored data; null when nothing was ever fetched. */
  fetchedAt: number | null | undefined;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
};

export function offlineText(fetchedAt: number | null | undefined): string {
  return fetchedAt ? `Offline — showing data from ${new Date(fetchedAt).toLocaleString()}` : 'Offline — no data mirrored yet';
}

export function OfflineNotice({ fetchedAt, onRetry }: OfflineNoticeProps) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{offlineText(fetchedAt)}</MessageBarBody>
      {onRetry ? (
        <MessageBarActions>
          <Button onClick={onRetry}>Retry</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
