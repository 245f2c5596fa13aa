// What a mirrored screen says about its data: offline with the age of what it shows, or the server's error.
import { translatedErrorLine } from './error-line';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { OfflineNotice } from '../../ui/OfflineNotice';
import type { FetchStatus } from './use-fetch-status';
import { useI18n } from '../../i18n/use-i18n';

export type FetchStatusBarProps = {
  status: FetchStatus;
  fetchedAt: number | null;
  onRetry: () => void;
  /** 404 is shown by the caller (record not found). */
  hideNotFound?: boolean;
};

export function FetchStatusBar({ status, fetchedAt, onRetry, hideNotFound }: FetchStatusBarProps) {
  const i18n = useI18n();
  if (status.state === 'offline') {
    return <OfflineNotice fetchedAt={fetchedAt} onRetry={onRetry} />;
  }
  if (status.state === 'error' && !(hideNotFound && status.status === 404)) {
    return <ErrorNotice text={translatedErrorLine(status.errors)} actionLabel={i18n._('Retry')} onAction={onRetry} />;
  }
  return null;
}
