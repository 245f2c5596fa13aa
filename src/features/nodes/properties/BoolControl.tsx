// A boolean property as a checkbox with Yes/No beside it; each toggle saves (a critical one asks for a reason).
import { useState } from 'react';
import { Checkbox, Text } from '@fluentui/react-components';
import type { ControlProps } from './property-control';
import { useI18n } from '../../../i18n/use-i18n';

export function BoolControl({ property, inputId, save, onFocus }: ControlProps) {
  const i18n = useI18n();
  const [pending, setPending] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = pending ?? property.value === true;
  return (
    <>
      <Checkbox
        id={inputId}
        checked={checked}
        disabled={saving}
        onFocus={onFocus}
        onChange={(_, data) => {
          const next = data.checked === true;
          setPending(next);
          setSaving(true);
          void save(next, next ? i18n._('Yes') : i18n._('No')).finally(() => {
            setPending(null);
            setSaving(false);
          });
        }}
      />
      <Text aria-hidden>{checked ? i18n._('Yes') : i18n._('No')}</Text>
    </>
  );
}

