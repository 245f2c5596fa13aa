// enumFlags (node-model §4): an integer whose standard values are bits, one checkbox per bit; ticking or
// clearing one saves the combined value.
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { flagIsSet, withFlag } from '../../../../domain/nodes/web-editors';
import type { ControlProps } from '../property-control';
import { useCommit } from './use-commit';

const useStyles = makeStyles({ group: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM } });

export function EnumFlagsEditor({ property, readOnly, labelId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const { saving, commit } = useCommit(save);
  const value = typeof property.value === 'number' ? property.value : 0;
  const flags = (property.standardValues ?? []).filter((s) => typeof s.key === 'number');
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      {flags.map((flag) => {
        const bit = flag.key as number;
        return (
          <Checkbox
            key={bit}
            label={flag.value}
            checked={flagIsSet(value, bit)}
            disabled={readOnly || saving}
            onFocus={onFocus}
            onChange={(_, data) => {
              const next = bit === 0 ? 0 : withFlag(value, bit, data.checked === true);
              void commit(next, flags.filter((f) => flagIsSet(next, f.key as number)).map((f) => f.value).join(', '));
            }}
          />
        );
      })}
    </div>
  );
}
