// One number field of the colour editor (red, green, blue, alpha, hue): the typed text is parsed on blur or
// Enter by its limit rule; a value out of range is clamped and the rule's message shown beside it.
import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { commitKeys } from './commit-keys';
import type { ParseResult } from '../../../../domain/values/parse-result';
import { translateMessage } from '../../../../i18n/translate-message';

export type ChannelFieldProps = {
  label: string;
  value: number;
  /** Text shown for the value. */
  format: (value: number) => string;
  parse: (text: string) => ParseResult<number>;
  onValue: (value: number) => void;
  disabled?: boolean;
};

export function ChannelField({ label, value, format, parse, onValue, disabled }: ChannelFieldProps) {
  const [text, setText] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const result = parse(text);
    setMessage(result.ok ? null : result.error);
    if (result.value !== undefined) {
      onValue(result.value);
      setText(null);
    }
  };
  return (
    <Field label={label} validationMessage={message === null ? undefined : translateMessage(message)} validationState={message ? 'error' : 'none'}>
      <Input
        inputMode="decimal"
        disabled={disabled}
        value={text ?? format(value)}
        onChange={(_, data) => setText(data.value)}
        {...commitKeys(commit)}
      />
    </Field>
  );
}
