// The child table on a narrow screen (under 600 px, node-model §2.2): one card per row with its values
// and its actions; values are changed through 'Edit details'.
import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { RowRights } from '../../../domain/table/table-rights';
import { RowActionsMenu } from './RowActionsMenu';
import type { RowAction, RowMoves } from './RowActionsMenu';
import type { TableRow } from './table-row-model';
import type { ViewColumn } from './table-view-columns';
import { cellText } from './cell-text';
import type { UnitColumns } from './use-unit-columns';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fields: { display: 'grid', gridTemplateColumns: 'minmax(80px, 40%) 1fr', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  name: { color: tokens.colorNeutralForeground3 },
  value: { overflow: 'hidden', textOverflow: 'ellipsis' },
});

export type ChildTableCardsProps = {
  label: string;
  rows: readonly TableRow[];
  firstNumber: number;
  columns: readonly ViewColumn[];
  locale: LocaleSettings;
  units: UnitColumns;
  rightsOf: (row: TableRow) => RowRights;
  /** 'Move up' / 'Move down' where the table reorders; undefined leaves them out. */
  movesOf?: (row: TableRow) => RowMoves | undefined;
  onAction: (row: TableRow, action: RowAction) => void;
};

export function ChildTableCards(props: ChildTableCardsProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <div role="list" aria-label={props.label} className={styles.list}>
      {props.rows.map((row, index) => {
        const rowLabel = i18n._('row {number}', { number: String(props.firstNumber + index + 1) });
        return (
          <Card key={row.node.key} role="listitem" aria-label={rowLabel} size="small">
            <CardHeader
              header={<Text weight="semibold">{`${props.firstNumber + index + 1}. ${row.node.name}`}</Text>}
              action={<RowActionsMenu rowLabel={rowLabel} rights={props.rightsOf(row)} moves={props.movesOf?.(row)} onAction={(action) => props.onAction(row, action)} />}
            />
            <div className={styles.fields}>
              {props.columns.flatMap((column) => {
                if (column.kind !== 'data') return [];
                return [
                  <Text key={`${column.key}-n`} className={styles.name}>
                    {column.header.text}
                  </Text>,
                  <Text key={`${column.key}-v`} className={styles.value}>
                    {cellText(row, column.key, props.locale, props.units)}
                  </Text>,
                ];
              })}
            </div>
          </Card>
        );
      })}
    </div>
  );
}
