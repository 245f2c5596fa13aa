// Registering an authenticator app (TOTP): a new secret shown as a QR code (otpauth:// URI with issuer
// and account) and as text, then the app's current code proves it was scanned before the server stores
// it. Replacing a registered authenticator also needs a current code of the old one (the server refuses
// otherwise: a password and a token alone must not move the second factor).
import { useState } from 'react';
import { Body1, Button, Card, CardHeader, Field, Input, Subtitle2, Text } from '@fluentui/react-components';
import { registerTotp } from '../../../data/account-api';
import type { Profile } from '../../../data/account-api';
import { PRODUCT_NAME } from '../../../domain/app-constants';
import { TOTP_SECRET_BYTES, base32Encode, groupedSecret, otpauthUri } from '../../../domain/totp-uri';
import { FormErrors } from '../../../ui/FormErrors';
import { SubmitForm } from '../../../ui/SubmitForm';
import { QrCode } from '../../../ui/QrCode';
import { useFormSubmit } from '../../users/use-form-submit';
import { useProfileCardStyles } from './profile-styles';
import { useI18n } from '../../../i18n/use-i18n';

const FIELDS = ['password', 'totpValue', 'currentTotp', 'totpUrl'];

function newSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
}

export type TotpCardProps = { profile: Profile; onRegistered: () => void };

export function TotpCard({ profile, onRegistered }: TotpCardProps) {
  const i18n = useI18n();
  const styles = useProfileCardStyles();
  const [secret, setSecret] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [totpValue, setTotpValue] = useState('');
  const [currentTotp, setCurrentTotp] = useState('');
  const [done, setDone] = useState(false);
  const uri = secret ? otpauthUri({ issuer: PRODUCT_NAME, account: profile.username, secret }) : '';
  const form = useFormSubmit(async () => {
    await registerTotp({ username: profile.username, password, totpUrl: uri, totpValue, ...(profile.hasTotp ? { currentTotp } : {}) });
    setSecret(null);
    setPassword('');
    setTotpValue('');
    setCurrentTotp('');
    setDone(true);
    onRegistered();
  });

  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Authenticator app')}</Subtitle2>} />
      <Text>{profile.hasTotp ? i18n._('An authenticator is registered: signing in asks for its code.') : i18n._('No authenticator is registered: signing in needs only the password.')}</Text>
      {done ? <Text role="status">{i18n._('Authenticator registered.')}</Text> : null}
      {secret === null ? (
        <div className={styles.actions}>
          <Button onClick={() => { setSecret(newSecret()); setDone(false); }}>{profile.hasTotp ? i18n._('Replace authenticator') : i18n._('Set up authenticator')}</Button>
        </div>
      ) : (
        <SubmitForm className={styles.form} label={i18n._('Register authenticator')} onSubmit={() => void form.submit()}>
          <Body1>{i18n._('Scan this code with your authenticator app, or enter the key by hand.')}</Body1>
          <QrCode value={uri} label={i18n._('QR code for {product}: {username}', { product: PRODUCT_NAME, username: profile.username })} />
          <Text font="monospace" aria-label={i18n._('Key')}>{groupedSecret(secret)}</Text>
          <FormErrors errors={form.generalErrors(FIELDS)} />
          <Field label={i18n._('Current password')} required validationMessage={form.fieldError('password')}>
            <Input type="password" value={password} onChange={(_e, d) => setPassword(d.value)} autoComplete="current-password" />
          </Field>
          {profile.hasTotp ? (
            <Field label={i18n._('Code of the authenticator registered now')} required validationMessage={form.fieldError('currentTotp')}>
              <Input value={currentTotp} onChange={(_e, d) => setCurrentTotp(d.value)} inputMode="numeric" autoComplete="one-time-code" />
            </Field>
          ) : null}
          <Field label={i18n._('Code shown by the app')} required validationMessage={form.fieldError('totpValue')}>
            <Input value={totpValue} onChange={(_e, d) => setTotpValue(d.value)} inputMode="numeric" autoComplete="one-time-code" />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={form.busy}>
              {i18n._('Register authenticator')}
            </Button>
            <Button onClick={() => setSecret(null)}>{i18n._('Cancel')}</Button>
          </div>
        </SubmitForm>
      )}
    </Card>
  );
}
