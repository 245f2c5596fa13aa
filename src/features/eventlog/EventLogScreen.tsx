// The Events screen (console.md §2, /system/eventlog): a tab per source (Trace only in debug mode), the
// filters, the actions (confirm all, verify the audit chain, export, customize headers) and the entries
// of one page, rendered from the mirror with their age when offline.
import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Tab, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ChevronLeftRegular, ChevronRightRegular, ColumnTripleEditRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import type { CsvRow } from '../../domain/csv/csv-header';
import type { EventLogColumn } from '../../domain/eventlog/eventlog-columns';
import { visibleSources } from '../../domain/eventlog/eventlog-protocol';
import type { EventLogRow } from '../../domain/eventlog/eventlog-protocol';
import { DEFAULT_EVENT_SOURCE, EVENTLOG_PAGE_SIZE, eventQueryOf } from '../../domain/eventlog/eventlog-search';
import type { EventLogSearch } from '../../domain/eventlog/eventlog-search';
import type { LocaleSettings } from '../../domain/locale-settings';
import { saveEventColumns } from '../../data/eventlog/eventlog-repository';
import { formatNumber } from '../../domain/values/format-number';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';
import { ExportMenu } from '../export/ExportMenu';
import { CUSTOMIZE_HEADERS_TITLE, CustomizeHeadersDialog } from '../nodes/table/CustomizeHeadersDialog';
import { FetchStatusBar } from '../records/FetchStatusBar';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { RovingTabList } from '../../ui/RovingTabList';
import { eventCellText } from './event-cell-text';
import { EventLogFilters } from './EventLogFilters';
import { useEventPeriod } from './EventLogPeriod';
import { eventSourceLabel } from './event-log-texts';
import { EventLogTable } from './EventLogTable';
import { chainVerdictText, useEventActions } from './use-event-actions';
import { useEventLog } from './use-event-log';

export const CONFIRM_ALL_TEXT = /*i18n*/ 'Confirm all';
export const VERIFY_CHAIN_TEXT = /*i18n*/ 'Verify chain';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalXS },
});

export type EventLogScreenProps = {
  search: EventLogSearch;
  onSearch: (next: EventLogSearch) => void;
};

function csvRows(rows: readonly EventLogRow[], columns: readonly EventLogColumn[], locale: LocaleSettings): CsvRow[] {
  const shown = columns.filter((c) => c.visible);
  return rows.map((row) => Object.fromEntries(shown.map((c) => [c.text, eventCellText(row, c.value, locale)])));
}

export function EventLogScreen({ search, onSearch }: EventLogScreenProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const { debug } = useSessionView();
  const locale = useLocaleSettings();
  const sources = visibleSources(debug);
  const source = search.source && sources.includes(search.source) ? search.source : DEFAULT_EVENT_SOURCE;
  const period = useEventPeriod(search, onSearch);
  const query = eventQueryOf(search, period.range);
  const data = useEventLog(source, query, debug);
  const actions = useEventActions(source, debug, data.reload);
  const [customizing, setCustomizing] = useState(false);
  const online = data.status.state !== 'offline';
  const rows = data.rows ?? [];
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(data.total / EVENTLOG_PAGE_SIZE));

  return (
    <RoutePage
      actions={
        <>
          <Button icon={<CheckmarkCircleRegular />} disabled={!online || rows.length === 0} onClick={() => void actions.confirmAll()}>
            {i18n._(CONFIRM_ALL_TEXT)}
          </Button>
          <Button icon={<ShieldCheckmarkRegular />} disabled={!online || actions.verifying} onClick={() => void actions.verify()}>
            {i18n._(VERIFY_CHAIN_TEXT)}
          </Button>
          <ExportMenu name={`eventlog-${source}`} rows={() => csvRows(rows, data.columns ?? [], locale)} disabled={rows.length === 0} />
          <Button icon={<ColumnTripleEditRegular />} disabled={!data.columns} onClick={() => setCustomizing(true)}>
            {translateMessage(CUSTOMIZE_HEADERS_TITLE)}
          </Button>
        </>
      }
    >
      <RovingTabList selectedValue={source} onTabSelect={(_e, d) => onSearch({ ...search, source: d.value as typeof source, page: undefined })}>
        {sources.map((s) => (
          <Tab key={s} value={s}>
            {eventSourceLabel(i18n, s)}
          </Tab>
        ))}
      </RovingTabList>
      <EventLogFilters search={search} onSearch={onSearch} period={period.control} />
      {actions.verdict ? (
        <MessageBar intent={actions.verdict.ok ? 'success' : 'error'}>
          <MessageBarBody>{chainVerdictText(i18n, actions.verdict, locale)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <FetchStatusBar status={data.status} fetchedAt={data.fetchedAt} onRetry={data.reload} />
      {data.columns && data.rows !== undefined && data.rows !== null ? (
        <EventLogTable label={i18n._('{source} events', { source: eventSourceLabel(i18n, source) })} columns={data.columns} rows={rows} locale={locale} onConfirm={online ? (row) => void actions.confirmOne(row) : undefined} />
      ) : data.status.state === 'offline' ? null : (
        <Text>{i18n._('Loading…')}</Text>
      )}
      <div className={styles.pager}>
        <Text>
          {i18n._('{count, plural, one {{n} entry} other {{n} entries}} · Page {page} of {pages}', {
            count: data.total,
            n: formatNumber(data.total, 0, locale),
            page: formatNumber(page, 0, locale),
            pages: formatNumber(pages, 0, locale),
          })}
        </Text>
        <Button icon={<ChevronLeftRegular />} aria-label={i18n._('Previous page')} disabled={page <= 1} onClick={() => onSearch({ ...search, page: page - 1 > 1 ? page - 1 : undefined })} />
        <Button icon={<ChevronRightRegular />} aria-label={i18n._('Next page')} disabled={page >= pages} onClick={() => onSearch({ ...search, page: page + 1 })} />
      </div>
      <CustomizeHeadersDialog
        open={customizing}
        headers={data.columns ?? []}
        onCancel={() => setCustomizing(false)}
        onSave={(headers) => {
          setCustomizing(false);
          void saveEventColumns(source, headers as EventLogColumn[]);
        }}
      />
    </RoutePage>
  );
}
