// A form value as text, for places that show values side by side instead of in their editors (the
// conflict view).
import type { LocaleSettings } from '../locale-settings';
import { formatDay } from '../values/format-locale';
import type { RecordFieldSpec } from './record-form-rules';
import { tagLabel, tagsOf } from './record-tags';

export const EMPTY_VALUE = /*i18n*/ '(empty)';

export function fieldDisplay(field: Pick<RecordFieldSpec, 'type' | 'names'>, value: unknown, locale: LocaleSettings): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  switch (field.type) {
    case 'tags': {
      const tags = tagsOf(value);
      return tags.length === 0 ? EMPTY_VALUE : tags.map(tagLabel).join(', ');
    }
    case 'features':
      return Array.isArray(value) && value.length > 0 ? value.map((id) => `#${String(id)}`).join(', ') : EMPTY_VALUE;
    case 'date':
      return typeof value === 'string' ? formatDay(value, locale) : String(value);
    case 'enum':
      return field.names?.[Number(value)] ?? String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
