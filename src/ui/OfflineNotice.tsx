// Offline, screens show the mirrored data and say how old it is (DESIGN.md "How data flows"). One notice
// for the node screens and the record screens; the record screens add a Retry.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DEFAULT_LOCALE_SETTINGS } from '../domain/locale-settings';
import type { LocaleSettings } from '../domain/locale-settings';
import { formatInstant } from '../domain/values/format-locale';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { useLocaleSettings } from '../state/locale';

export type OfflineNoticeProps = {
  /** Epoch ms of the mirrored data; null when nothing was ever fetched. */
  fetchedAt: number | null | undefined;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
};

const OFFLINE_SINCE = /*i18n*/ 'Offline — showing data from {time}';
const OFFLINE_NO_DATA = /*i18n*/ 'Offline — no data mirrored yet';

/** The notice's text in the active language (English in tests). */
export function offlineText(fetchedAt: number | null | undefined, locale: LocaleSettings = DEFAULT_LOCALE_SETTINGS): string {
  return fetchedAt ? translateMessage(OFFLINE_SINCE, { time: formatInstant(fetchedAt, locale) }) : translateMessage(OFFLINE_NO_DATA);
}

export function OfflineNotice({ fetchedAt, onRetry }: OfflineNoticeProps) {
  const locale = useLocaleSettings();
  const i18n = useI18n();
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{offlineText(fetchedAt, locale)}</MessageBarBody>
      {onRetry ? (
        <MessageBarActions>
          <Button onClick={onRetry}>{i18n._('Retry')}</Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
