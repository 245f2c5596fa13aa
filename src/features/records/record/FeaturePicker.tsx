// The features a licence grants, chosen from the feature records.
import { Dropdown, Option } from '@fluentui/react-components';
import { useKindOptions } from './use-kind-options';
import { useI18n } from '../../../i18n/use-i18n';

export type FeaturePickerProps = { value: number[]; readOnly: boolean; onChange: (ids: number[]) => void };

export function FeaturePicker({ value, readOnly, onChange }: FeaturePickerProps) {
  const i18n = useI18n();
  const features = useKindOptions('feature');
  const names = value.map((id) => features.find((f) => f.id === id)?.name ?? `#${id}`);
  return (
    <Dropdown
      multiselect
      disabled={readOnly}
      placeholder={i18n._('No features')}
      value={names.join(', ')}
      selectedOptions={value.map(String)}
      onOptionSelect={(_e, data) => onChange(data.selectedOptions.map(Number))}
    >
      {features.map((f) => (
        <Option key={f.id} value={String(f.id)}>
          {f.name}
        </Option>
      ))}
    </Dropdown>
  );
}
