// Who is signed in, and the display name the user may change themselves (saved on the server; the token
// is refreshed so the app bar and every new record show the new name at once).
import { useState } from 'react';
import { Button, Card, CardHeader, Field, Input, Subtitle2, Text } from '@fluentui/react-components';
import { saveProfile } from '../../../data/account-api';
import type { Profile } from '../../../data/account-api';
import { refreshAccessToken } from '../../../data/api-client';
import { FormErrors } from '../../../ui/FormErrors';
import { SubmitForm } from '../../../ui/SubmitForm';
import { useFormSubmit } from '../../users/use-form-submit';
import { useProfileCardStyles } from './profile-styles';
import { useI18n } from '../../../i18n/use-i18n';

export type AccountCardProps = { profile: Profile; userId: string | null; onSaved: (profile: Profile) => void };

export function AccountCard({ profile, userId, onSaved }: AccountCardProps) {
  const i18n = useI18n();
  const styles = useProfileCardStyles();
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit(async () => {
    const next = await saveProfile({ displayName });
    await refreshAccessToken();
    onSaved(next);
    setDisplayName(next.displayName);
    setSaved(true);
  });
  const changed = displayName.trim() !== profile.displayName;
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Account')}</Subtitle2>} />
      <dl className={styles.facts}>
        <dt className={styles.term}>{i18n._('Username')}</dt>
        <dd className={styles.detail}>{profile.username}</dd>
        <dt className={styles.term}>{i18n._('User ID')}</dt>
        <dd className={styles.detail}>{userId ?? '—'}</dd>
      </dl>
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          setSaved(false);
          void form.submit();
        }}
      >
        <FormErrors errors={form.generalErrors(['displayName'])} />
        <Field label={i18n._('Display name')} required validationMessage={form.fieldError('displayName')}>
          <Input value={displayName} maxLength={100} onChange={(_e, d) => { setDisplayName(d.value); setSaved(false); }} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.busy || !changed}>
            {i18n._('Save display name')}
          </Button>
          {saved ? <Text role="status">{i18n._('Display name saved.')}</Text> : null}
        </div>
      </SubmitForm>
    </Card>
  );
}
