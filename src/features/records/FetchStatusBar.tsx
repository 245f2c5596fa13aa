// What a mirrored screen says about its data: offline with the age of what it shows, or the server's error.
import { formatErrorLine } from '../../domain/normalize-error';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { OfflineNotice } from '../../ui/OfflineNotice';
import type { FetchStatus } from './use-fetch-status';

export type FetchStatusBarProps = {
  status: FetchStatus;
  fetchedAt: number | null;
  onRetry: () => void;
  /** 404 is shown by the caller (record not found). */
  hideNotFound?: boolean;
};

export function FetchStatusBar({ status, fetchedAt, onRetry, hideNotFound }: FetchStatusBarProps) {
  if (status.state === 'offline') {
    return <OfflineNotice fetchedAt={fetchedAt} onRetry={onRetry} />;
  }
  if (status.state === 'error' && !(hideNotFound && status.status === 404)) {
    return <ErrorNotice text={formatErrorLine(status.errors)} actionLabel="Retry" onAction={onRetry} />;
  }
  return null;
}
