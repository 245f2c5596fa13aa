// Form-level checks of node-model §5: each rule answers true or a message, as field rules do, and has a
// severity. An error blocks the form; warnings ask 'Confirmation' / 'Are you sure you want to continue?'
// before the form is saved.

import type { FormRule } from './form-rules';

export type CheckSeverity = 'error' | 'warning';

export type FormCheckRule<T> = { severity: CheckSeverity; rule: FormRule<T> };

export type FormCheck = { errors: string[]; warnings: string[] };

export type FormVerdict = 'blocked' | 'confirm' | 'save';

export const CONFIRM_CONTINUE = /*i18n*/ 'Are you sure you want to continue?';

export function runFormChecks<T>(value: T, rules: readonly FormCheckRule<T>[]): FormCheck {
  const check: FormCheck = { errors: [], warnings: [] };
  for (const { severity, rule } of rules) {
    const result = rule(value);
    if (result !== true) (severity === 'error' ? check.errors : check.warnings).push(result);
  }
  return check;
}

export function formVerdict(check: FormCheck): FormVerdict {
  if (check.errors.length > 0) return 'blocked';
  return check.warnings.length > 0 ? 'confirm' : 'save';
}

/** The question of the Confirmation dialog: the warnings, then whether to go on. */
export function confirmationText(warnings: readonly string[]): string {
  return [...warnings, CONFIRM_CONTINUE].join('\n');
}
