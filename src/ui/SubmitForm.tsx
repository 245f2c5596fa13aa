// A form that hands its submit to a callback without a page load, and leaves validation to the app
// (noValidate: the browser's own bubbles would speak another language than our field messages).
import type { ReactNode } from 'react';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';

export type SubmitFormProps = {
  onSubmit: () => void;
  className?: string;
  /** The form's accessible name, when the page has several. */
  label?: string;
  children: ReactNode;
};

export function SubmitForm({ onSubmit, className, label, children }: SubmitFormProps) {
  useI18n();
  return (
    <form
      className={className}
      noValidate
      aria-label={label === undefined ? undefined : translateMessage(label)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
