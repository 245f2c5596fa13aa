// Preferences kept on this device only: the theme, and debug mode for users holding debug.admin.
import { Card, CardHeader, Field, Radio, RadioGroup, Subtitle2, Switch } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { setDebugMode, setTheme, ui } from '../../../state/ui';
import type { ThemeChoice } from '../../../state/ui';
import { useProfileCardStyles } from './profile-styles';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function PreferencesCard({ mayDebug }: { mayDebug: boolean }) {
  const styles = useProfileCardStyles();
  const { theme, debug } = useSnapshot(ui);
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">Preferences on this device</Subtitle2>} />
      <Field label="Theme">
        <RadioGroup value={theme} onChange={(_, d) => setTheme(d.value as ThemeChoice)}>
          {THEMES.map((t) => (
            <Radio key={t.value} value={t.value} label={t.label} />
          ))}
        </RadioGroup>
      </Field>
      {mayDebug ? <Switch label="Debug mode" checked={debug} onChange={(_, d) => setDebugMode(d.checked)} /> : null}
    </Card>
  );
}
