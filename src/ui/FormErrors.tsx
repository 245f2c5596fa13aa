// The errors of a form that belong to no field, in one error bar.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ErrorItem } from '../domain/error-item';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';

export type FormErrorsProps = { errors: readonly ErrorItem[] };

export function FormErrors({ errors }: FormErrorsProps) {
  useI18n();
  if (errors.length === 0) return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {errors.map((e, i) => (
          <div key={i}>{translateMessage(e.msg)}</div>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
