// The user's locale settings (console.md §3/§9): separators from the option list (never the same for
// both), date and time patterns and decimals. Saved on the server with the profile and applied at once
// to every formatted value of the app (session locale settings → src/domain/values/format-locale.ts).
import { useState } from 'react';
import { Button, Card, CardHeader, Field, Input, Select, Subtitle2, Text } from '@fluentui/react-components';
import { saveProfile } from '../../../data/account-api';
import type { Profile } from '../../../data/account-api';
import { ApiError } from '../../../data/api-error';
import { applyOwnLocale, checkOwnLocale } from '../../../domain/locale-rules';
import { SEPARATOR_OPTIONS } from '../../../domain/locale-settings';
import { formatDecimal, formatInstant } from '../../../domain/values/format-locale';
import { commitLocaleSettings } from '../../../state/session';
import { FormErrors } from '../../../ui/FormErrors';
import { SubmitForm } from '../../../ui/SubmitForm';
import { useFormSubmit } from '../../users/use-form-submit';
import { formOf, ownOf } from './locale-form';
import type { LocaleForm } from './locale-form';
import { useProfileCardStyles } from './profile-styles';
import { useI18n } from '../../../i18n/use-i18n';

const FIELDS: (keyof LocaleForm)[] = ['decimalSeparator', 'thousandSeparator', 'dateFormat', 'timeFormat', 'dateTimeFormat', 'noOfDecimals'];
const SAMPLE_NUMBER = 1234567.891;
/** A fixed moment, so the preview shows every part of the pattern (31 December, 14:05:09). */
const SAMPLE_MOMENT = new Date(2026, 11, 31, 14, 5, 9);

export type LocaleCardProps = { profile: Profile; onSaved: (profile: Profile) => void };

export function LocaleCard({ profile, onSaved }: LocaleCardProps) {
  const i18n = useI18n();
  const styles = useProfileCardStyles();
  const [form, setForm] = useState<LocaleForm>(() => formOf(profile.ownLocale));
  const [saved, setSaved] = useState(false);
  const own = ownOf(form);
  const preview = applyOwnLocale(profile.localeSettings, own);
  const submit = useFormSubmit(async () => {
    const problems = checkOwnLocale(own, preview);
    if (problems.length) throw new ApiError({ status: 400, errors: problems });
    const next = await saveProfile({ ownLocale: own });
    commitLocaleSettings(next.localeSettings);
    onSaved(next);
    setSaved(true);
  });
  const set = (field: keyof LocaleForm) => (_e: unknown, d: { value: string }) => {
    setForm({ ...form, [field]: d.value });
    setSaved(false);
  };
  const separatorField = (field: 'decimalSeparator' | 'thousandSeparator', label: string) => (
    <Field label={label} validationMessage={submit.fieldError(field)} hint={i18n._('{label} used now: {value}', { label, value: SEPARATOR_OPTIONS.find((o) => o.value === profile.localeSettings[field])?.label ?? profile.localeSettings[field] })}>
      <Select value={form[field]} onChange={set(field)}>
        {SEPARATOR_OPTIONS.map((o, i) => (
          <option key={o.label} value={String(i)}>
            {o.value === null ? i18n._('None (server setting)') : o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  const patternField = (field: 'dateFormat' | 'timeFormat' | 'dateTimeFormat', label: string) => (
    <Field label={label} validationMessage={submit.fieldError(field)} hint={i18n._('Empty: {value}', { value: profile.localeSettings[field] })}>
      <Input value={form[field]} placeholder={profile.localeSettings[field]} onChange={set(field)} />
    </Field>
  );
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Numbers and dates')}</Subtitle2>} />
      <SubmitForm className={styles.form} label={i18n._('Numbers and dates')} onSubmit={() => void submit.submit()}>
        <FormErrors errors={submit.generalErrors(FIELDS)} />
        {separatorField('decimalSeparator', i18n._('Decimal separator'))}
        {separatorField('thousandSeparator', i18n._('Thousand separator'))}
        <Field label={i18n._('Decimals')} validationMessage={submit.fieldError('noOfDecimals')} hint={i18n._('Empty: {value}', { value: profile.localeSettings.noOfDecimals })}>
          <Input value={form.noOfDecimals} inputMode="numeric" placeholder={String(profile.localeSettings.noOfDecimals)} onChange={set('noOfDecimals')} />
        </Field>
        {patternField('dateFormat', i18n._('Date pattern'))}
        {patternField('timeFormat', i18n._('Time pattern'))}
        {patternField('dateTimeFormat', i18n._('Date and time pattern'))}
        <Text aria-label={i18n._('Preview')}>
          {i18n._('Preview: {number} · {moment}', { number: formatDecimal(SAMPLE_NUMBER, preview), moment: formatInstant(SAMPLE_MOMENT, preview) })}
        </Text>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={submit.busy}>
            {i18n._('Save number and date formats')}
          </Button>
          {saved ? <Text role="status">{i18n._('Formats saved.')}</Text> : null}
        </div>
      </SubmitForm>
    </Card>
  );
}
