// The header row of a child table (32 px, fixed above the rows): sort buttons cycling ascending,
// descending, off; the select-all box; 'No' and 'Actions'; and on the boolean 'enabled' column a menu
// with 'Disable all' and 'Enable all' (node-model §2.2).
import { Button, Checkbox, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular, ChevronDownRegular } from '@fluentui/react-icons';
import type { TableSort } from '../../../domain/table/table-sort';
import { ENABLED_COLUMN } from './table-row-model';
import { HEADER_HEIGHT } from './table-view-columns';
import type { ViewColumn } from './table-view-columns';
import { useI18n } from '../../../i18n/use-i18n';

export const DISABLE_ALL_TEXT = /*i18n*/ 'Disable all';
export const ENABLE_ALL_TEXT = /*i18n*/ 'Enable all';

const useStyles = makeStyles({
  header: {
    display: 'grid',
    height: `${HEADER_HEIGHT}px`,
    alignItems: 'center',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  cell: { display: 'flex', alignItems: 'center', minWidth: 0, overflow: 'hidden', paddingInline: tokens.spacingHorizontalXS },
  center: { justifyContent: 'center' },
  sort: { minWidth: 0, paddingInline: tokens.spacingHorizontalXS, justifyContent: 'flex-start', overflow: 'hidden', whiteSpace: 'nowrap' },
});

export type ChildTableHeaderProps = {
  columns: readonly ViewColumn[];
  template: string;
  sort: TableSort;
  onSort: (column: string) => void;
  allSelected: boolean | 'mixed';
  onSelectAll: (selected: boolean) => void;
  /** Set when the user may write the enabled column. */
  onSetAllEnabled?: (enabled: boolean) => void;
};

export function ChildTableHeader(props: ChildTableHeaderProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <div role="row" aria-rowindex={1} className={styles.header} style={{ gridTemplateColumns: props.template }}>
      {props.columns.map((column) => {
        switch (column.kind) {
          case 'select':
            return (
              <div key={column.key} role="columnheader" className={mergeClasses(styles.cell, styles.center)}>
                <Checkbox aria-label={i18n._('Select all rows')} checked={props.allSelected} onChange={(_, data) => props.onSelectAll(data.checked === true)} />
              </div>
            );
          case 'drag':
            return <div key={column.key} role="columnheader" aria-label={i18n._({ id: 'column.move', message: 'Move' })} className={styles.cell} />;
          case 'no':
            return (
              <div key={column.key} role="columnheader" className={styles.cell}>
                {i18n._({ id: 'column.number', message: 'No' })}
              </div>
            );
          case 'actions':
            return (
              <div key={column.key} role="columnheader" className={styles.cell}>
                {i18n._('Actions')}
              </div>
            );
          case 'data': {
            const direction = props.sort?.column === column.key ? props.sort.direction : undefined;
            const icon = direction === 'ascending' ? <ArrowSortUpRegular /> : direction === 'descending' ? <ArrowSortDownRegular /> : undefined;
            return (
              <div key={column.key} role="columnheader" aria-sort={direction ?? 'none'} className={styles.cell}>
                <Button appearance="transparent" size="small" className={styles.sort} icon={icon} iconPosition="after" title={column.header.text} onClick={() => props.onSort(column.key)}>
                  {column.header.text}
                </Button>
                {column.key === ENABLED_COLUMN && column.header.format === 'bool' && props.onSetAllEnabled ? <EnabledMenu onSet={props.onSetAllEnabled} /> : null}
              </div>
            );
          }
        }
      })}
    </div>
  );
}

function EnabledMenu({ onSet }: { onSet: (enabled: boolean) => void }) {
  const i18n = useI18n();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<ChevronDownRegular />} aria-label={i18n._('Enabled menu')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onSet(false)}>{i18n._(DISABLE_ALL_TEXT)}</MenuItem>
          <MenuItem onClick={() => onSet(true)}>{i18n._(ENABLE_ALL_TEXT)}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
