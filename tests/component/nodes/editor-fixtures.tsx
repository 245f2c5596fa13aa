// A property and a rendered PropertyEditor for the web editor tests: the save is a spy that succeeds.
import { vi } from 'vitest';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { LocaleSettings } from '../../../src/domain/locale-settings';
import type { NodeProperty, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE } from '../../../src/domain/rights';
import { PropertyEditor } from '../../../src/features/nodes/properties/PropertyEditor';
import { renderWithFluent } from './tree-fixtures';

export function editorProperty(extra: Partial<NodeProperty>): NodeProperty {
  return { id: 'P', name: 'Prop', value: '', ac: ACCESS_READ_WRITE, type: { kind: 'text' }, ...extra };
}

export function renderPropertyEditor(property: NodeProperty, readOnly = false, locale: LocaleSettings = DEFAULT_LOCALE_SETTINGS) {
  const onSave = vi.fn(async (_v: PropertyValue, _r?: string) => {});
  renderWithFluent(<PropertyEditor property={property} readOnly={readOnly} locale={locale} onSave={onSave} />);
  return onSave;
}
