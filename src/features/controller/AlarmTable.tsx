// Active alarms of one or more controllers with their messages (node-model.md §3 Alarm), each linked
// to the instrument that raised it: the dashboard's 'My active alarms' and the controller events page.
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { Severity } from '../../domain/error-item';
import type { LocaleSettings } from '../../domain/locale-settings';
import type { AlarmRow } from '../../domain/dashboard/widget-rules';
import { formatDate } from '../../domain/values/format-date';
import { useI18n } from '../../i18n/use-i18n';
import { SeverityIcon } from '../nodes/errors/ErrorPanel';

const useStyles = makeStyles({
  // Wide enough for the 'Severity' header above the icon.
  icon: { width: '72px' },
  info: { color: tokens.colorPaletteBlueForeground2 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  link: { color: tokens.colorBrandForegroundLink },
});

export type AlarmTableProps = {
  label: string;
  rows: readonly AlarmRow[];
  locale: LocaleSettings;
  /** A Controller column, for lists spanning controllers. @default false */
  showHost?: boolean;
};

export function AlarmTable({ label, rows, locale, showHost = false }: AlarmTableProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const iconClass = { [Severity.info]: styles.info, [Severity.warning]: styles.warning, [Severity.error]: styles.error };
  return (
    <Table size="small" aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.icon}>{i18n._('Severity')}</TableHeaderCell>
          <TableHeaderCell>{i18n._('Since')}</TableHeaderCell>
          {showHost ? <TableHeaderCell>{i18n._('Controller')}</TableHeaderCell> : null}
          <TableHeaderCell>{i18n._('Instrument')}</TableHeaderCell>
          <TableHeaderCell>{i18n._('Message')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={`${row.host}|${row.instrument ?? ''}|${row.msg}|${i}`}>
            <TableCell className={styles.icon}>
              <SeverityIcon severity={row.severity} className={iconClass[row.severity]} />
            </TableCell>
            <TableCell>{formatDate(row.t, 'dateTime', locale)}</TableCell>
            {showHost ? <TableCell>{row.hostName}</TableCell> : null}
            <TableCell>
              {row.instrument ? (
                <Link className={styles.link} to="/controller/$host/instrument/$instr" params={{ host: row.host, instr: row.instrument }}>
                  {row.entityName || row.instrument}
                </Link>
              ) : (
                row.entityName
              )}
            </TableCell>
            <TableCell>{row.msg}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
