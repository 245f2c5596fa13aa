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

export type LanguageCardProps = { profile: Profile; onSaved: (profile: Profile) => void };

export function LanguageCard({ profile, onSaved }: LanguageCardProps) {
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
      <CardHeader header={<Subtitle2 as="h2">Language</Subtitle2>} />
      <SubmitForm
        className={styles.form}
        label="Language"
        onSubmit={() => {
          setSaved(false);
          void form.submit();
        }}
      >
        <FormErrors errors={form.generalErrors(['lang'])} />
        <Field label="Language" validationMessage={form.fieldError('lang')}>
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
            Save language
          </Button>
          {saved ? <Text role="status">Language saved.</Text> : null}
        </div>
      </SubmitForm>
    </Card>
  );
}
