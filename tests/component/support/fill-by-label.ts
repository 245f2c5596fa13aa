import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the input labelled `name` (a required field's label may end with ' *'). */
export function fillByLabel(name: string, value: string): void {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}\\W*$`), { selector: 'input' }), { target: { value } });
}

/** Fills several fields, [label, value] each, in order. */
export function fillFields(fields: readonly (readonly [string, string])[]): void {
  for (const [name, value] of fields) fillByLabel(name, value);
}
