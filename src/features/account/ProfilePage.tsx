// The profile screen: who is signed in, which rights they hold, and the per-device preferences
// (theme, and debug mode for users with debug.admin), and this device's storage: how much the offline
// data uses and whether the browser keeps it under storage pressure. Password and TOTP management come later.
import {
  Badge,
  Card,
  CardHeader,
  Field,
  Radio,
  RadioGroup,
  Subtitle2,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { readStorageStatus } from '../../data/storage-status';
import type { StorageStatus } from '../../data/storage-status';
import { formatByteSize } from '../../domain/byte-size';
import { hasRight } from '../../domain/route-access';
import { Right } from '../../domain/rights';
import { session } from '../../state/session';
import { setDebugMode, setTheme, ui } from '../../state/ui';
import type { ThemeChoice } from '../../state/ui';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';

const useStyles = makeStyles({
  cards: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  card: { padding: tokens.spacingHorizontalL },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
  rights: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
});

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function storageUseText(status: StorageStatus | null): string {
  if (status?.usage === null || status?.usage === undefined) return status ? 'Not reported by this browser' : '…';
  return status.quota ? `${formatByteSize(status.usage)} of ${formatByteSize(status.quota)}` : formatByteSize(status.usage);
}

function persistenceText(status: StorageStatus | null): string {
  if (!status) return '…';
  if (status.persisted === null) return 'Not reported by this browser';
  return status.persisted ? 'Yes: the browser keeps it' : 'No: the browser may clear it when the device runs short of space';
}

function StorageCard() {
  const styles = useStyles();
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
        <dd className={styles.detail}>{storageUseText(status)}</dd>
        <dt className={styles.term}>Persistent</dt>
        <dd className={styles.detail}>{persistenceText(status)}</dd>
      </dl>
    </Card>
  );
}

export function ProfilePage() {
  const styles = useStyles();
  const view = useSessionView();
  const { claims } = useSnapshot(session);
  const { theme, debug } = useSnapshot(ui);
  return (
    <RoutePage>
      <div className={styles.cards}>
        <Card className={styles.card}>
          <CardHeader header={<Subtitle2 as="h2">Account</Subtitle2>} />
          <dl className={styles.facts}>
            <dt className={styles.term}>Display name</dt>
            <dd className={styles.detail}>{view.displayName || '—'}</dd>
            <dt className={styles.term}>User ID</dt>
            <dd className={styles.detail}>{claims?.jti ?? '—'}</dd>
          </dl>
        </Card>
        <Card className={styles.card}>
          <CardHeader header={<Subtitle2 as="h2">Rights</Subtitle2>} />
          {view.rights.length ? (
            <ul className={styles.rights} aria-label="Rights">
              {view.rights.map((r) => (
                <li key={r}>
                  <Badge appearance="tint" shape="rounded">
                    {r}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <Text>This account holds no rights.</Text>
          )}
        </Card>
        <Card className={styles.card}>
          <CardHeader header={<Subtitle2 as="h2">Preferences on this device</Subtitle2>} />
          <Field label="Theme">
            <RadioGroup value={theme} onChange={(_, d) => setTheme(d.value as ThemeChoice)}>
              {THEMES.map((t) => (
                <Radio key={t.value} value={t.value} label={t.label} />
              ))}
            </RadioGroup>
          </Field>
          {hasRight(view.rights, Right.debugAdmin) ? (
            <Switch label="Debug mode" checked={debug} onChange={(_, d) => setDebugMode(d.checked)} />
          ) : null}
        </Card>
        <StorageCard />
      </div>
    </RoutePage>
  );
}
