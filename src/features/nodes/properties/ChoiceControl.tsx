// A property with standard values as a dropdown of their texts; choosing one saves its key.
import { useState } from 'react';
import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import { formatPropertyValue } from '../../../domain/values/format-value';
import type { ControlProps } from './property-control';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function ChoiceControl({ property, locale, inputId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const [saving, setSaving] = useState(false);
  const options = property.standardValues ?? [];
  const selected = options.find((o) => o.key === property.value);
  return (
    <Dropdown
      id={inputId}
      className={styles.input}
      disabled={saving}
      value={selected?.value ?? formatPropertyValue(property.value, property, locale)}
      selectedOptions={selected ? [String(selected.key)] : []}
      onFocus={onFocus}
      onOptionSelect={(_, data) => {
        const option = options.find((o) => String(o.key) === data.optionValue);
        if (!option || option.key === property.value) return;
        setSaving(true);
        void save(option.key, option.value).finally(() => setSaving(false));
      }}
    >
      {options.map((o) => (
        <Option key={String(o.key)} value={String(o.key)}>
          {o.value}
        </Option>
      ))}
    </Dropdown>
  );
}
