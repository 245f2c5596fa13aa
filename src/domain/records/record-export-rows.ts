// A record list's rows as the CSV export writes them: the id, the kind's fields under their labels
// (record-fields.ts) with enums by name and tags as 'name: value', then owner, team and last change.
import { RECORD_FIELDS } from './record-fields';
import type { RecordFieldSpec } from './record-form-rules';
import { tagLabel, tagsOf } from './record-tags';
import type { RecordAnswer } from './record-wire';

function exportValue(field: RecordFieldSpec, value: unknown): unknown {
  switch (field.type) {
    case 'tags':
      return tagsOf(value).map(tagLabel);
    case 'enum':
      return value === null || value === undefined ? '' : (field.names?.[Number(value)] ?? value);
    default:
      return value;
  }
}

export function recordExportRow(record: RecordAnswer): Record<string, unknown> {
  const row: Record<string, unknown> = { Id: record.id };
  for (const field of RECORD_FIELDS[record.entity]) row[field.label] = exportValue(field, record[field.name]);
  row.Owner = record.recOwnerName ?? '';
  row.Team = record.recTeamName ?? '';
  row.Modified = record.modifiedAt;
  return row;
}
