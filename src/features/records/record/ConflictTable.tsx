// Per field in conflict, the server's current value beside the user's: the record's conflict dialog and
// the outbox's conflict entries show the same table.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { fieldDisplay } from '../../../domain/records/field-display';
import type { RecordFieldSpec } from '../../../domain/records/record-form-rules';
import type { FieldConflict } from '../../../domain/records/record-merge';
import { useLocaleSettings } from '../../../state/locale';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

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
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const specOf = (name: string) => fields.find((f) => f.name === name) ?? { type: 'text' as const };
  return (
    <Table aria-label={i18n._('Conflicting values')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{i18n._('Field')}</TableHeaderCell>
          <TableHeaderCell>{theirsHeading}</TableHeaderCell>
          <TableHeaderCell>{i18n._('Yours')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.name}>
            <TableCell className={row.clash ? styles.clash : undefined}>{translateMessage(row.label)}</TableCell>
            <TableCell className={styles.value}>{fieldDisplay(specOf(row.name), row.theirs, locale)}</TableCell>
            <TableCell className={styles.value}>{fieldDisplay(specOf(row.name), row.mine, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
