// The content fields of a record (console.md §3) with their validation messages (§5).
import type { Ref } from 'react';
import { Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { enumEntries } from '../../../domain/records/record-enums';
import type { FieldErrors, FormValues, RecordFieldSpec } from '../../../domain/records/record-form-rules';
import { tagsOf } from '../../../domain/records/record-tags';
import { formatDay } from '../../../domain/values/format-locale';
import { useLocaleSettings } from '../../../state/locale';
import { DatePicker } from '../../../ui/DatePicker';
import { FeaturePicker } from './FeaturePicker';
import { TagEditor } from './TagEditor';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

export type RecordFormProps = {
  fields: readonly RecordFieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  editable: boolean;
  isCreate: boolean;
  onChange: (name: string, value: unknown) => void;
  ref?: Ref<HTMLDivElement>;
};

export function RecordForm({ fields, values, errors, editable, isCreate, onChange, ref }: RecordFormProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  return (
    <div ref={ref} className={styles.form}>
      {fields.map((field) => {
        const readOnly = !editable || (field.createOnly === true && !isCreate);
        const value = values[field.name];
        const error = errors[field.name];
        const label = i18n._(field.label);
        const fieldProps = { label, required: field.required && !readOnly, validationMessage: error === undefined ? undefined : translateMessage(error), validationState: error ? ('error' as const) : ('none' as const) };
        switch (field.type) {
          case 'memo':
            return (
              <Field key={field.name} {...fieldProps}>
                <Textarea value={String(value ?? '')} readOnly={readOnly} resize="vertical" onChange={(_e, d) => onChange(field.name, d.value)} />
              </Field>
            );
          case 'enum':
            return (
              <Field key={field.name} {...fieldProps}>
                <Select value={value === null || value === undefined ? '' : String(value)} disabled={readOnly} onChange={(_e, d) => onChange(field.name, d.value === '' ? null : Number(d.value))}>
                  {value === null || value === undefined ? <option value="" /> : null}
                  {enumEntries(field.names ?? {}).map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {i18n._(entry.name)}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          case 'features':
            return (
              <Field key={field.name} {...fieldProps}>
                <FeaturePicker value={Array.isArray(value) ? (value as number[]) : []} readOnly={readOnly} onChange={(ids) => onChange(field.name, ids)} />
              </Field>
            );
          case 'tags':
            return (
              <Field key={field.name} {...fieldProps}>
                <TagEditor tags={tagsOf(value)} readOnly={readOnly} onChange={(tags) => onChange(field.name, tags)} />
              </Field>
            );
          case 'date':
            // Read or typed, a date is text in the user's date pattern like every other date.
            return readOnly ? (
              <Field key={field.name} {...fieldProps}>
                <Input value={typeof value === 'string' && value !== '' ? formatDay(value, locale) : ''} readOnly />
              </Field>
            ) : (
              <DatePicker
                key={field.name}
                label={label}
                required={fieldProps.required}
                formError={error}
                value={typeof value === 'string' && value !== '' ? value : null}
                onChange={(day) => onChange(field.name, day ?? '')}
                locale={locale}
              />
            );
          default:
            return (
              <Field key={field.name} {...fieldProps}>
                <Input value={String(value ?? '')} readOnly={readOnly} onChange={(_e, d) => onChange(field.name, d.value)} />
              </Field>
            );
        }
      })}
    </div>
  );
}
