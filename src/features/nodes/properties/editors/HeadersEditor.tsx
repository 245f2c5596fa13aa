// headers (node-model §4): which columns a table shows, as a list of column keys. The columns offered are
// the property's standard values, in their order; ticking or clearing one saves the list.
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { ControlProps } from '../property-control';
import { useCommit } from './use-commit';

const useStyles = makeStyles({ group: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM } });

export function HeadersEditor({ property, readOnly, labelId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const { saving, commit } = useCommit(save);
  const shown = new Set(Array.isArray(property.value) ? property.value.map(String) : []);
  const columns = property.standardValues ?? [];
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      {columns.map((column) => {
        const key = String(column.key);
        return (
          <Checkbox
            key={key}
            label={column.value}
            checked={shown.has(key)}
            disabled={readOnly || saving}
            onFocus={onFocus}
            onChange={(_, data) => {
              const next = columns.map((c) => String(c.key)).filter((k) => (k === key ? data.checked === true : shown.has(k)));
              void commit(next, next.join(';'));
            }}
          />
        );
      })}
    </div>
  );
}
