// The sign-in form: username, password, language and, once the server asks for it, the TOTP code.
// It knows nothing of the network; the page hands it the login action.
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { LoginRequest } from '../../domain/auth-data';
import type { ErrorItem } from '../../domain/error-item';
import { DEFAULT_LANGUAGE } from '../../domain/locale-settings';
import { FormErrors } from '../../ui/FormErrors';
import { useI18n } from '../../i18n/use-i18n';
import { translateMessage } from '../../i18n/translate-message';
import { useFocusAfterPaint } from '../../ui/use-focus-after-paint';
import { LanguageSelect } from './LanguageSelect';
import type { LoginResult } from './session-actions';

export type LoginFormProps = {
  onLogin: (req: LoginRequest) => Promise<LoginResult>;
  onSuccess: () => void;
  /** @default 'en' */
  defaultLang?: string;
  /** The language picked in the form, so the page can show itself in it at once. */
  onLanguage?: (code: string) => void;
};

type FieldName = 'username' | 'password' | 'lang' | 'totp';
const FIELD_NAMES: readonly string[] = ['username', 'password', 'lang', 'totp'] satisfies FieldName[];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start', minWidth: '120px', minHeight: '40px' },
});

function fieldError(errors: readonly ErrorItem[], field: FieldName): string | undefined {
  const messages = errors.filter((e) => e.field === field).map((e) => translateMessage(e.msg));
  return messages.length ? messages.join(' ') : undefined;
}

export function LoginForm({ onLogin, onSuccess, defaultLang = DEFAULT_LANGUAGE, onLanguage }: LoginFormProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const usernameField = useFocusAfterPaint<HTMLInputElement>();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [lang, setLang] = useState(defaultLang);
  // Sent only when picked on this visit: otherwise the user's own stored language wins over the device's.
  const [langPicked, setLangPicked] = useState(false);
  const [totp, setTotp] = useState('');
  const [totpRequired, setTotpRequired] = useState(false);
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors([]);
    const result = await onLogin({ username, password, ...(langPicked ? { lang } : {}), ...(totpRequired && totp ? { totp } : {}) });
    setBusy(false);
    if (result.ok) {
      onSuccess();
      return;
    }
    setErrors(result.errors);
    if (result.totpRequired) setTotpRequired(true);
  };

  const general = errors.filter((e) => !e.field || !FIELD_NAMES.includes(e.field));

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <FormErrors errors={general} />
      <Field label={i18n._('Username')} required validationMessage={fieldError(errors, 'username')}>
        <Input ref={usernameField} value={username} onChange={(_, d) => setUsername(d.value)} autoComplete="username" />
      </Field>
      <Field label={i18n._('Password')} required validationMessage={fieldError(errors, 'password')}>
        <Input type="password" value={password} onChange={(_, d) => setPassword(d.value)} autoComplete="current-password" />
      </Field>
      <Field label={i18n._('Language')} validationMessage={fieldError(errors, 'lang')}>
        <LanguageSelect
          value={lang}
          onChange={(code) => {
            setLang(code || DEFAULT_LANGUAGE);
            setLangPicked(true);
            onLanguage?.(code || DEFAULT_LANGUAGE);
          }}
        />
      </Field>
      {totpRequired ? (
        <Field label={i18n._('Authentication code')} required validationMessage={fieldError(errors, 'totp')}>
          <Input
            value={totp}
            onChange={(_, d) => setTotp(d.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
          />
        </Field>
      ) : null}
      <Button
        type="submit"
        appearance="primary"
        className={styles.submit}
        disabled={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {i18n._('Sign in')}
      </Button>
    </form>
  );
}
