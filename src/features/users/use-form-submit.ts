// The state of a form that sends one request: busy while it runs, the server's errors by field after.
// Dialogs of the Users screen and the reset-password page share it.
import { useRef, useState } from 'react';
import type { ErrorItem } from '../../domain/error-item';
import { errorItemsOf } from '../../data/api-error';
import { translateMessage } from '../../i18n/translate-message';

export type FormSubmit = {
  busy: boolean;
  errors: ErrorItem[];
  /** Runs the action once at a time; true when it succeeded. */
  submit: () => Promise<boolean>;
  /** The messages for one field, joined; undefined when there are none. */
  fieldError: (field: string) => string | undefined;
  /** The messages that belong to none of the form's fields. */
  generalErrors: (fields: readonly string[]) => ErrorItem[];
};

export function useFormSubmit(action: () => Promise<void>): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  // A ref, not `busy`: a second click before the re-render would still read busy as false and send twice.
  const running = useRef(false);

  const submit = async () => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setErrors([]);
    try {
      await action();
      return true;
    } catch (error) {
      setErrors(errorItemsOf(error));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  // Array fields answer per element (roleIds.0): they belong to the list's field.
  const isOf = (e: ErrorItem, field: string) => e.field === field || e.field?.startsWith(`${field}.`) === true;

  const fieldError = (field: string) => {
    const messages = errors.filter((e) => isOf(e, field)).map((e) => translateMessage(e.msg));
    return messages.length ? messages.join(' ') : undefined;
  };

  const generalErrors = (fields: readonly string[]) => errors.filter((e) => !fields.some((f) => isOf(e, f)));

  return { busy, errors, submit, fieldError, generalErrors };
}
