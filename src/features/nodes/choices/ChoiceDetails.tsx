// The properties of a radio choice's enabled child, under it (node-model.md §2.4). Built from the panel's
// parts rather than the PropertyPanel itself, which shows the choice editors (no import cycle).
import { ChoiceProperty } from '../../../domain/choices/node-editors';
import type { LocaleSettings } from '../../../domain/locale-settings';
import { PropertyPanelView } from '../properties/PropertyPanelView';
import { useNodeProperties } from '../properties/use-node-properties';
import { useI18n } from '../../../i18n/use-i18n';

export type ChoiceDetailsProps = { host: string; gId: string; name: string; browseLevel: number; readOnly: boolean; locale: LocaleSettings };

export function ChoiceDetails({ host, gId, name, browseLevel, readOnly, locale }: ChoiceDetailsProps) {
  const i18n = useI18n();
  const data = useNodeProperties({ host, gId, browseLevel });
  // Enabled is the radio itself.
  const properties = data.properties.filter((p) => p.id !== ChoiceProperty.enabled);
  const { status, error, refresh: onRefresh, save: onSave } = data;
  return <PropertyPanelView label={i18n._('Properties of {name}', { name })} {...{ properties, status, error, onRefresh, onSave, browseLevel, locale, readOnly }} />;
}
