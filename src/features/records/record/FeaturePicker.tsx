// The features a licence grants, chosen from the feature records.
import { Dropdown, Option } from '@fluentui/react-components';
import { useKindOptions } from './use-kind-options';

export type FeaturePickerProps = { value: number[]; readOnly: boolean; onChange: (ids: number[]) => void };

export function FeaturePicker({ value, readOnly, onChange }: FeaturePickerProps) {
  const features = useKindOptions('feature');
  const names = value.map((id) => features.find((f) => f.id === id)?.name ?? `#${id}`);
  return (
    <Dropdown
      multiselect
      disabled={readOnly}
      placeholder="No features"
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
