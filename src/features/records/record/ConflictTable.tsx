// Per field in conflict, the server's current value beside the user's: the record's conflict dialog and
// the outbox's conflict entries show the same table.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { fieldDisplay } from '../../../domain/records/field-display';
import type { RecordFieldSpec } from '../../../domain/records/record-form-rules';
import type { FieldConflict } from '../../../domain/records/record-merge';
import { useLocaleSettings } from '../../../state/locale';

const useStyles = makeStyles({
  value: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  clash: { fontWeight: tokens.fontWeightSemibold },
});

export type ConflictTableProps = {
  rows: readonly FieldConflict[];
  fields: readonly RecordFieldSpec[];
  /** 'Server (revision 4)' */
  theirsHeading: string;
};

export function ConflictTable({ rows, fields, theirsHeading }: ConflictTableProps) {
  const styles = useStyles();
  const locale = useLocaleSettings();
  const specOf = (name: string) => fields.find((f) => f.name === name) ?? { type: 'text' as const };
  return (
    <Table aria-label="Conflicting values" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Field</TableHeaderCell>
          <TableHeaderCell>{theirsHeading}</TableHeaderCell>
          <TableHeaderCell>Yours</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell className={row.clash ? styles.clash : undefined}>{row.label}</TableCell>
            <TableCell className={styles.value}>{fieldDisplay(specOf(row.name), row.theirs, locale)}</TableCell>
            <TableCell className={styles.value}>{fieldDisplay(specOf(row.name), row.mine, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
