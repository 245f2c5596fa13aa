// The user list's search: the text reaches the address (and the server) once typing pauses, not per key.
import { useState } from 'react';
import { SearchBox } from '@fluentui/react-components';
import { useDebouncedCommit } from '../records/use-debounced-commit';

const SEARCH_DELAY_MS = 400;

export type UserSearchBoxProps = {
  text: string;
  onSearch: (text: string) => void;
};

export function UserSearchBox({ text, onSearch }: UserSearchBoxProps) {
  const [value, setValue] = useState(text);
  useDebouncedCommit(value, SEARCH_DELAY_MS, (next) => {
    if (next.trim() !== text) onSearch(next.trim());
  });
  return <SearchBox aria-label="Search users" placeholder="Search users" value={value} onChange={(_e, d) => setValue(d.value)} />;
}
