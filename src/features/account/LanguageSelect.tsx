// The language choice of the login form and the profile: a native select over SUPPORTED_LANGUAGES, each
// named in its own language. Native, not Fluent's Dropdown: three choices need no popup positioning or
// focus management (the login route's first-load budget), and touch gets the system picker.
import { Select } from '@fluentui/react-components';
import { SUPPORTED_LANGUAGES } from '../../domain/locale-settings';

export type LanguageSelectProps = { value: string; onChange: (code: string) => void };

export function LanguageSelect({ value, onChange }: LanguageSelectProps) {
  const options = SUPPORTED_LANGUAGES.map((l) => <option key={l.code} value={l.code}>{l.name}</option>);
  return <Select value={value} onChange={(_e, d) => onChange(d.value)}>{options}</Select>;
}
