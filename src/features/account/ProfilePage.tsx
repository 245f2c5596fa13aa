// The profile screen: who is signed in, which rights they hold, and the per-device preferences
// (theme, and debug mode for users with debug.admin). Password and TOTP management come later.
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
import { useSnapshot } from 'valtio';
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
      </div>
    </RoutePage>
  );
}
