// A node shown as a table of its child rows (webEditor 'table', node-model §2.2): rows from the mirror,
// writes through the outbox, the user's column layout from IndexedDB, cards under 600 px.
import { useMemo, useState } from 'react';
import { Spinner } from '@fluentui/react-components';
import { applySavedLayout, savedLayoutOf } from '../../../domain/table/customize-headers';
import { TABLE_COLUMNS_PROPERTY, applyServerColumns } from '../../../domain/table/server-columns';
import { useLocaleSettings } from '../../../state/locale';
import { OfflineNotice } from '../../../ui/OfflineNotice';
import { useMediaQuery } from '../../../ui/use-media-query';
import { useMirrorFetchedAt } from '../use-mirror-tree';
import { ChildTableView } from './ChildTableView';
import { RowDetailsDialog } from './RowDetailsDialog';
import { tableHeadersOf } from './table-row-model';
import type { TableRow } from './table-row-model';
import type { TableOptions } from './table-view-columns';
import { reportError } from './use-child-table-actions';
import { useChildTableData } from './use-child-table-data';
import { useChildTableOperations } from './use-child-table-operations';
import { useTableLayout } from './use-table-layout';
import { useI18n } from '../../../i18n/use-i18n';

/** Card layout below this width (node-model §9 xs). */
export const CARD_LAYOUT_QUERY = '(max-width: 599px)';

export type ChildTableProps = TableOptions & { host: string; gId: string; browseLevel: number; readOnly?: boolean; autoAdd?: boolean };

export function ChildTable({ host, gId, browseLevel, readOnly, autoAdd, ...options }: ChildTableProps) {
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const data = useChildTableData(host, gId, browseLevel);
  const operations = useChildTableOperations(host, gId);
  const layout = useTableLayout(host, gId);
  const narrow = useMediaQuery(CARD_LAYOUT_QUERY);
  const fetchedAt = useMirrorFetchedAt(host);
  const [details, setDetails] = useState<TableRow | null>(null);
  const exportNode = useMemo(() => ({ host, gId }), [host, gId]);
  const headers = useMemo(() => {
    const serverColumns = data.tableProperties.find((p) => p.id === TABLE_COLUMNS_PROPERTY)?.value;
    const fromServer = applyServerColumns(tableHeadersOf(data.rows, browseLevel), serverColumns);
    return layout.saved ? applySavedLayout(fromServer, layout.saved) : fromServer;
  }, [data.rows, data.tableProperties, browseLevel, layout.saved]);

  if (!data.table || !data.loaded) return data.error ? <div role="alert">{data.error}</div> : <Spinner label={i18n._('Loading')} />;
  return (
    <>
      {data.offline ? <OfflineNotice fetchedAt={fetchedAt} /> : null}
      {data.error ? <div role="alert">{data.error}</div> : null}
      <ChildTableView
        {...options}
        name={data.table.name}
        node={exportNode}
        table={data.table}
        rows={data.rows}
        locale={localeSettings}
        {...{ headers, browseLevel, readOnly, autoAdd, narrow, operations }}
        onSaveLayout={(list) => void layout.save(savedLayoutOf(list)).catch(reportError)}
        onEditDetails={setDetails}
        onRefresh={data.refresh}
      />
      <RowDetailsDialog host={host} row={details ? { gId: details.node.gId, name: details.node.name } : null} browseLevel={browseLevel} onClose={() => setDetails(null)} />
    </>
  );
}
