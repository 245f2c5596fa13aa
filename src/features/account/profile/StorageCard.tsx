// This device's storage: how much the offline data uses and whether the browser keeps it under storage pressure.
import { Card, CardHeader, Subtitle2 } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { readStorageStatus } from '../../../data/storage-status';
import type { StorageStatus } from '../../../data/storage-status';
import { formatByteSize } from '../../../domain/byte-size';
import type { LocaleSettings } from '../../../domain/locale-settings';
import { useLocaleSettings } from '../../../state/locale';
import { useProfileCardStyles } from './profile-styles';

function storageUseText(status: StorageStatus | null, locale: LocaleSettings): string {
  if (status?.usage === null || status?.usage === undefined) return status ? 'Not reported by this browser' : '…';
  return status.quota ? `${formatByteSize(status.usage, locale)} of ${formatByteSize(status.quota, locale)}` : formatByteSize(status.usage, locale);
}

function persistenceText(status: StorageStatus | null): string {
  if (!status) return '…';
  if (status.persisted === null) return 'Not reported by this browser';
  return status.persisted ? 'Yes: the browser keeps it' : 'No: the browser may clear it when the device runs short of space';
}

export function StorageCard() {
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
      <CardHeader header={<Subtitle2 as="h2">Storage on this device</Subtitle2>} />
      <dl className={styles.facts} aria-label="Storage on this device">
        <dt className={styles.term}>Used</dt>
        <dd className={styles.detail}>{storageUseText(status, localeSettings)}</dd>
        <dt className={styles.term}>Persistent</dt>
        <dd className={styles.detail}>{persistenceText(status)}</dd>
      </dl>
    </Card>
  );
}
