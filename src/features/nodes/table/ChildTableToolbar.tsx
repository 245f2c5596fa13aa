// The toolbar of a child table: the Add menu with the allowed child types (node-model §2.2; shown only
// with create rights and at least one type), the export menu and 'Customize headers'.
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, TableSettingsRegular } from '@fluentui/react-icons';
import type { CsvRow } from '../../../domain/csv/csv-header';
import type { AllowedType } from '../../../domain/nodes/node-protocol';
import { ExportMenu } from '../../export/ExportMenu';
import { RovingToolbar } from '../../../ui/RovingToolbar';
import { CUSTOMIZE_HEADERS_TITLE } from './CustomizeHeadersDialog';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({ toolbar: { gap: tokens.spacingHorizontalS, flexWrap: 'wrap', paddingInline: 0 } });

export type ChildTableToolbarProps = {
  name: string;
  /** The table's node, whose keys name its CSV download. */
  node?: { host: string; gId: string } | undefined;
  addTypes: readonly AllowedType[];
  onAdd: (type: AllowedType) => void;
  exportRows: () => readonly CsvRow[];
  onCustomize: () => void;
  onRefresh: () => void;
};

export function ChildTableToolbar(props: ChildTableToolbarProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <RovingToolbar aria-label={i18n._('{name} toolbar', { name: props.name })} className={styles.toolbar}>
      {props.addTypes.length > 0 ? (
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button icon={<AddRegular />}>{i18n._('Add')}</Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {props.addTypes.map((type) => (
                <MenuItem key={type.type} title={type.desc} onClick={() => props.onAdd(type)}>
                  {type.name}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      ) : null}
      <ExportMenu name={props.name} node={props.node} rows={props.exportRows} />
      <Button icon={<TableSettingsRegular />} onClick={props.onCustomize}>
        {i18n._(CUSTOMIZE_HEADERS_TITLE)}
      </Button>
      <Button appearance="subtle" icon={<ArrowClockwiseRegular />} aria-label={i18n._('Refresh')} onClick={props.onRefresh} />
    </RovingToolbar>
  );
}
