// Preferences kept on this device only: the theme, and debug mode for users holding debug.admin.
import { Card, CardHeader, Field, Radio, RadioGroup, Subtitle2, Switch } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { setDebugMode, setTheme, ui } from '../../../state/ui';
import type { ThemeChoice } from '../../../state/ui';
import { useProfileCardStyles } from './profile-styles';
import { useI18n } from '../../../i18n/use-i18n';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: /*i18n*/ 'Follow the system' },
  { value: 'light', label: /*i18n*/ 'Light' },
  { value: 'dark', label: /*i18n*/ 'Dark' },
];

export function PreferencesCard({ mayDebug }: { mayDebug: boolean }) {
  const i18n = useI18n();
  const styles = useProfileCardStyles();
  const { theme, debug } = useSnapshot(ui);
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Preferences on this device')}</Subtitle2>} />
      <Field label={i18n._('Theme')}>
        <RadioGroup value={theme} onChange={(_, d) => setTheme(d.value as ThemeChoice)}>
          {THEMES.map((t) => (
            <Radio key={t.value} value={t.value} label={i18n._(t.label)} />
          ))}
        </RadioGroup>
      </Field>
      {mayDebug ? <Switch label={i18n._('Debug mode')} checked={debug} onChange={(_, d) => setDebugMode(d.checked)} /> : null}
    </Card>
  );
}
