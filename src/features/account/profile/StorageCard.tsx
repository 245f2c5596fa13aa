// This device's storage: how much the offline data uses and whether the browser keeps it under storage pressure.
import { Card, CardHeader, Subtitle2 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { readStorageStatus } from '../../../data/storage-status';
import type { StorageStatus } from '../../../data/storage-status';
import { formatByteSize } from '../../../domain/byte-size';
import type { LocaleSettings } from '../../../domain/locale-settings';
import { useLocaleSettings } from '../../../state/locale';
import { useProfileCardStyles } from './profile-styles';
import type { I18n } from '@lingui/core';
import { useI18n } from '../../../i18n/use-i18n';

function storageUseText(status: StorageStatus | null, locale: LocaleSettings, i18n: I18n): string {
  if (status?.usage === null || status?.usage === undefined) return status ? i18n._('Not reported by this browser') : '…';
  return status.quota ? i18n._('{used} of {quota}', { used: formatByteSize(status.usage, locale), quota: formatByteSize(status.quota, locale) }) : formatByteSize(status.usage, locale);
}

function persistenceText(status: StorageStatus | null, i18n: I18n): string {
  if (!status) return '…';
  if (status.persisted === null) return i18n._('Not reported by this browser');
  return status.persisted ? i18n._('Yes: the browser keeps it') : i18n._('No: the browser may clear it when the device runs short of space');
}

export function StorageCard() {
  const i18n = useI18n();
  const styles = useProfileCardStyles();
  const localeSettings = useLocaleSettings();
  const [status, setStatus] = useState<StorageStatus | null>(null);
  useEffect(() => {
    let live = true;
    void readStorageStatus().then((next) => live && setStatus(next));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Storage on this device')}</Subtitle2>} />
      <dl className={styles.facts} aria-label={i18n._('Storage on this device')}>
        <dt className={styles.term}>{i18n._('Used')}</dt>
        <dd className={styles.detail}>{storageUseText(status, localeSettings, i18n)}</dd>
        <dt className={styles.term}>{i18n._('Persistent')}</dt>
        <dd className={styles.detail}>{persistenceText(status, i18n)}</dd>
      </dl>
    </Card>
  );
}
