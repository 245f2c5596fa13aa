// The user list's search: the text reaches the address (and the server) once typing pauses, not per key.
import { useState } from 'react';
import { SearchBox } from '@fluentui/react-components';
import { useDebouncedCommit } from '../records/use-debounced-commit';
import { useI18n } from '../../i18n/use-i18n';

const SEARCH_DELAY_MS = 400;

export type UserSearchBoxProps = {
  text: string;
  onSearch: (text: string) => void;
};

export function UserSearchBox({ text, onSearch }: UserSearchBoxProps) {
  const i18n = useI18n();
  const [value, setValue] = useState(text);
  useDebouncedCommit(value, SEARCH_DELAY_MS, (next) => {
    if (next.trim() !== text) onSearch(next.trim());
  });
  return <SearchBox aria-label={i18n._('Search users')} placeholder={i18n._('Search users')} value={value} onChange={(_e, d) => setValue(d.value)} />;
}
