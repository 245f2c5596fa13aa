// A form that hands its submit to a callback without a page load, and leaves validation to the app
// (noValidate: the browser's own bubbles would speak another language than our field messages).
import type { ReactNode } from 'react';

export type SubmitFormProps = {
  onSubmit: () => void;
  className?: string;
  /** The form's accessible name, when the page has several. */
  label?: string;
  children: ReactNode;
};

export function SubmitForm({ onSubmit, className, label, children }: SubmitFormProps) {
  return (
    <form
      className={className}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
