// Offline, screens show the mirrored data and say how old it is (DESIGN.md "How data flows"). One notice
// for the node screens and the record screens; the record screens add a Retry.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DEFAULT_LOCALE_SETTINGS } from '../domain/locale-settings';
import type { LocaleSettings } from '../domain/locale-settings';
import { formatInstant } from '../domain/values/format-locale';
import { useLocaleSettings } from '../state/locale';

export type OfflineNoticeProps = {
  /** Epoch ms of the mirrored data; null when nothing was ever fetched. */
  fetchedAt: number | null | undefined;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
};

export function offlineText(fetchedAt: number | null | undefined, locale: LocaleSettings = DEFAULT_LOCALE_SETTINGS): string {
  return fetchedAt ? `Offline — showing data from ${formatInstant(fetchedAt, locale)}` : 'Offline — no data mirrored yet';
}

export function OfflineNotice({ fetchedAt, onRetry }: OfflineNoticeProps) {
  const locale = useLocaleSettings();
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{offlineText(fetchedAt, locale)}</MessageBarBody>
      {onRetry ? (
        <MessageBarActions>
          <Button onClick={onRetry}>Retry</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
