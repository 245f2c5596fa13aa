// The filter bar of the event log: the period, and text, user and entity (committed to the URL after a
// pause in typing, node-model §9's search throttle) and the least severity (at once). Any change goes
// back to the first page.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Field, Input, SearchBox, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { Severity } from '../../domain/error-item';
import { withFilters } from '../../domain/eventlog/eventlog-search';
import type { EventLogSearch } from '../../domain/eventlog/eventlog-search';
import { useDebouncedCommit } from '../records/use-debounced-commit';
import { useI18n } from '../../i18n/use-i18n';

const TYPING_DELAY_MS = 500;

/** The least-severity choices, by severity (Warning = 1, Error = 2). */
const SEVERITY_FILTERS = [/*i18n*/ 'Warning and above', /*i18n*/ 'Error and above'] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalS },
  text: { minWidth: '220px', flexGrow: 1, maxWidth: '360px' },
  short: { maxWidth: '160px' },
});

type TextFilter = 'text' | 'user' | 'entity';

export type EventLogFiltersProps = {
  search: EventLogSearch;
  onSearch: (next: EventLogSearch) => void;
  /** The period control (date-range picker). */
  period: ReactNode;
};

function useTypedFilter(name: TextFilter, search: EventLogSearch, onSearch: (next: EventLogSearch) => void): [string, (value: string) => void] {
  const [value, setValue] = useState(search[name] ?? '');
  useDebouncedCommit(value, TYPING_DELAY_MS, (typed) => {
    if ((search[name] ?? '') !== typed.trim()) onSearch(withFilters(search, { [name]: typed.trim() || undefined }));
  });
  return [value, setValue];
}

export function EventLogFilters({ search, onSearch, period }: EventLogFiltersProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [text, setText] = useTypedFilter('text', search, onSearch);
  const [user, setUser] = useTypedFilter('user', search, onSearch);
  const [entity, setEntity] = useTypedFilter('entity', search, onSearch);
  return (
    <div className={styles.root} role="search">
      {period}
      <Field label={i18n._('Text')} className={styles.text}>
        <SearchBox value={text} onChange={(_e, data) => setText(data.value)} />
      </Field>
      <Field label={i18n._('User')} className={styles.short}>
        <Input value={user} onChange={(_e, data) => setUser(data.value)} />
      </Field>
      <Field label={i18n._('Entity')} className={styles.short}>
        <Input value={entity} onChange={(_e, data) => setEntity(data.value)} />
      </Field>
      <Field label={i18n._('Severity')}>
        <Select
          value={search.severity === undefined ? '' : String(search.severity)}
          onChange={(_e, data) => onSearch(withFilters(search, { severity: data.value === '' ? undefined : (Number(data.value) as Severity) }))}
        >
          <option value="">{i18n._('All')}</option>
          {SEVERITY_FILTERS.map((text, i) => (
            <option key={text} value={i + 1}>
              {i18n._(text)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
