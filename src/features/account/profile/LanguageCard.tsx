// The user's language (issue 13): kept on the server with the profile, so every device the user signs in
// on shows it; once the server accepted it the app switches at once (session.lang).
import { useState } from 'react';
import { Button, Card, CardHeader, Field, Subtitle2, Text } from '@fluentui/react-components';
import { saveProfile } from '../../../data/account-api';
import type { Profile } from '../../../data/account-api';
import { chooseLanguage } from '../../../state/session';
import { FormErrors } from '../../../ui/FormErrors';
import { SubmitForm } from '../../../ui/SubmitForm';
import { useFormSubmit } from '../../users/use-form-submit';
import { LanguageSelect } from '../LanguageSelect';
import { useProfileCardStyles } from './profile-styles';
import { useI18n } from '../../../i18n/use-i18n';

export type LanguageCardProps = { profile: Profile; onSaved: (profile: Profile) => void };

export function LanguageCard({ profile, onSaved }: LanguageCardProps) {
  const i18n = useI18n();
  const styles = useProfileCardStyles();
  const [lang, setLang] = useState(profile.lang);
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit(async () => {
    const next = await saveProfile({ lang });
    chooseLanguage(next.lang);
    onSaved(next);
    setLang(next.lang);
    setSaved(true);
  });
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Language')}</Subtitle2>} />
      <SubmitForm
        className={styles.form}
        label={i18n._('Language')}
        onSubmit={() => {
          setSaved(false);
          void form.submit();
        }}
      >
        <FormErrors errors={form.generalErrors(['lang'])} />
        <Field label={i18n._('Language')} validationMessage={form.fieldError('lang')}>
          <LanguageSelect
            value={lang}
            onChange={(code) => {
              setLang(code);
              setSaved(false);
            }}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.busy || lang === profile.lang}>
            {i18n._('Save language')}
          </Button>
          {saved ? <Text role="status">{i18n._('Language saved.')}</Text> : null}
        </div>
      </SubmitForm>
    </Card>
  );
}
