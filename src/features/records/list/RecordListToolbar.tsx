// Search box and filter fields of a list screen (console.md §2 "List screens"). The search text is
// committed to the URL after a pause in typing; filters at once.
import { useState } from 'react';
import { Field, SearchBox, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { DISTRIBUTION_CHANNEL_NAMES, PACKAGE_CATEGORY_NAMES, PACKAGE_KIND_NAMES, enumEntries } from '../../../domain/records/record-enums';
import { LIST_FILTERS, RECORD_STATE_NAMES, withFilter } from '../../../domain/records/record-list-query';
import type { ListFilterName, RecordListSearch } from '../../../domain/records/record-list-query';
import type { RecordEntity } from '../../../domain/records/record-entities';
import { useI18n } from '../../../i18n/use-i18n';
import { useDebouncedCommit } from '../use-debounced-commit';

export const SEARCH_LABEL = /*i18n*/ 'Search by name, description';
const SEARCH_DELAY_MS = 500;

const FILTER_FIELDS: Partial<Record<ListFilterName, { label: string; names: Record<number, string> }>> = {
  recState: { label: /*i18n*/ 'State', names: RECORD_STATE_NAMES },
  kind: { label: /*i18n*/ 'Kind', names: PACKAGE_KIND_NAMES },
  category: { label: /*i18n*/ 'Category', names: PACKAGE_CATEGORY_NAMES },
  distrChannel: { label: /*i18n*/ 'Channel', names: DISTRIBUTION_CHANNEL_NAMES },
};

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  search: { minWidth: '260px', flexGrow: 1, maxWidth: '420px' },
});

export type RecordListToolbarProps = {
  entity: RecordEntity;
  search: RecordListSearch;
  onSearch: (next: RecordListSearch) => void;
};

export function RecordListToolbar({ entity, search, onSearch }: RecordListToolbarProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [text, setText] = useState(search.q ?? '');
  useDebouncedCommit(text, SEARCH_DELAY_MS, (value) => {
    if ((search.q ?? '') !== value.trim()) onSearch(withFilter(search, { q: value.trim() || undefined }));
  });
  return (
    <div className={styles.root} role="search">
      <Field label={i18n._(SEARCH_LABEL)} className={styles.search}>
        <SearchBox
          value={text}
          onChange={(_e, data) => setText(data.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onSearch(withFilter(search, { q: text.trim() || undefined }));
          }}
        />
      </Field>
      {LIST_FILTERS[entity].map((name) => {
        const field = FILTER_FIELDS[name];
        if (!field) return null;
        return (
          <Field key={name} label={i18n._(field.label)}>
            <Select
              value={search[name] === undefined ? '' : String(search[name])}
              onChange={(_e, data) => onSearch(withFilter(search, { [name]: data.value === '' ? undefined : Number(data.value) }))}
            >
              <option value="">{i18n._('All')}</option>
              {enumEntries(field.names).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {i18n._(entry.name)}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
      <Switch label={i18n._('Show deleted')} checked={search.deleted === true} onChange={(_e, data) => onSearch(withFilter(search, { deleted: data.checked || undefined }))} />
    </div>
  );
}
