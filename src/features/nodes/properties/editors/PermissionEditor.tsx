// permission (node-model §2.10, §4, §5): one level per action of the permission string. Create above None
// with Read None makes Read Owner (the user must read what they created); read-only without the write
// right on the schema that holds the string.
import { Dropdown, Label, Option, makeStyles, tokens } from '@fluentui/react-components';
import { PERMISSION_ACTIONS, PERMISSION_LEVELS, formatPermissions, parsePermissions, setPermissionLevel } from '../../../../domain/values/permission-string';
import type { PermissionAction, PermissionLevel } from '../../../../domain/values/permission-string';
import type { ControlProps } from '../property-control';
import { useCommit } from './use-commit';
import { translateMessage } from '../../../../i18n/translate-message';

const useStyles = makeStyles({
  group: { display: 'grid', gridTemplateColumns: 'max-content minmax(120px, 200px)', alignItems: 'center', gap: tokens.spacingVerticalXS, columnGap: tokens.spacingHorizontalM },
});

export function PermissionEditor({ property, readOnly, inputId, labelId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const { saving, commit } = useCommit(save);
  const permissions = parsePermissions(typeof property.value === 'string' ? property.value : '');
  const current = permissions.ok ? permissions.value : (permissions.value ?? parsePermissions('').value);
  if (!current) return null;
  const change = (action: PermissionAction, level: PermissionLevel) => {
    const next = formatPermissions(setPermissionLevel(current, action, level));
    if (next !== property.value) void commit(next, next);
  };
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      {PERMISSION_ACTIONS.map((action) => {
        const id = `${inputId}-${action}`;
        return [
          <Label key={`${action}-label`} htmlFor={id}>
            {translateMessage(action)}
          </Label>,
          <Dropdown
            key={action}
            id={id}
            disabled={readOnly || saving}
            value={translateMessage(current[action])}
            selectedOptions={[current[action]]}
            onFocus={onFocus}
            onOptionSelect={(_, data) => {
              const level = PERMISSION_LEVELS.find((l) => l === data.optionValue);
              if (level && level !== current[action]) change(action, level);
            }}
          >
            {PERMISSION_LEVELS.map((level) => (
              <Option key={level} value={level}>
                {translateMessage(level)}
              </Option>
            ))}
          </Dropdown>,
        ];
      })}
    </div>
  );
}
