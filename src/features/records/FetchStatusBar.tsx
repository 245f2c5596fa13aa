// What a mirrored screen says about its data: offline with the age of what it shows, or the server's error.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { formatErrorLine } from '../../domain/normalize-error';
import type { FetchStatus } from './use-fetch-status';

export function offlineText(fetchedAt: number | null): string {
  return fetchedAt ? `Offline — showing data from ${new Date(fetchedAt).toLocaleString()}` : 'Offline — no data mirrored yet';
}

export type FetchStatusBarProps = {
  status: FetchStatus;
  fetchedAt: number | null;
  onRetry: () => void;
  /** 404 is shown by the caller (record not found). */
  hideNotFound?: boolean;
};

export function FetchStatusBar({ status, fetchedAt, onRetry, hideNotFound }: FetchStatusBarProps) {
  if (status.state === 'offline') {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{offlineText(fetchedAt)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (status.state === 'error' && !(hideNotFound && status.status === 404)) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{formatErrorLine(status.errors)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>Retry</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return null;
}
