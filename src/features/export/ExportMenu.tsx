// The export menu of a table of rows (node-model §2.2): 'Copy to clipboard' and 'Export to CSV', shown
// only with the export permission (§6), with a progress bar and Cancel while an export runs.
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ClipboardRegular, DocumentTableArrowRightRegular } from '@fluentui/react-icons';
import type { CsvRow } from '../../domain/csv/csv-header';
import { Right } from '../../domain/rights';
import { hasRight } from '../../domain/route-access';
import { useSessionView } from '../shell/use-session-view';
import { useCsvExport } from './use-csv-export';
import { useI18n } from '../../i18n/use-i18n';

export const COPY_TO_CLIPBOARD_TEXT = /*i18n*/ 'Copy to clipboard';
export const EXPORT_TO_CSV_TEXT = /*i18n*/ 'Export to CSV';

const useStyles = makeStyles({
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '220px' },
  bar: { flexGrow: 1 },
});

export type ExportMenuProps = {
  /** The table's name: the file is called after it (node-model §9) unless a file-name pattern is set. */
  name: string;
  /** The node the table shows, whose keys a file-name pattern is filled with; none for other tables. */
  node?: { host: string; gId: string } | undefined;
  /** The rows as the table shows them, read when an export starts. */
  rows: () => readonly CsvRow[];
  /** @default false */
  disabled?: boolean;
};

export function ExportMenu({ name, node, rows, disabled = false }: ExportMenuProps) {
  const { rights } = useSessionView();
  if (!hasRight(rights, Right.exportData)) return null;
  return <ExportMenuView name={name} node={node} rows={rows} disabled={disabled} />;
}

function ExportMenuView({ name, node, rows, disabled }: ExportMenuProps & { disabled: boolean }) {
  const styles = useStyles();
  const i18n = useI18n();
  const { state, start, cancel } = useCsvExport({ name, node }, rows);
  if (state.phase === 'running') {
    const label = state.target === 'file' ? i18n._('Exporting {name}', { name }) : i18n._('Copying {name}', { name });
    return (
      <div className={styles.progress}>
        <ProgressBar className={styles.bar} aria-label={label} value={state.rowsTotal === 0 ? undefined : state.rowsDone / state.rowsTotal} max={1} />
        <Button size="small" onClick={cancel}>
          {i18n._('Cancel')}
        </Button>
      </div>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<DocumentTableArrowRightRegular />} disabled={disabled}>
          {i18n._('Export')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ClipboardRegular />} onClick={() => start('clipboard')}>
            {i18n._(COPY_TO_CLIPBOARD_TEXT)}
          </MenuItem>
          <MenuItem icon={<ArrowDownloadRegular />} onClick={() => start('file')}>
            {i18n._(EXPORT_TO_CSV_TEXT)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
