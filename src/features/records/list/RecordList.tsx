// The rows of a listing, virtualized (react-virtuoso), with its status and pager. Used by the list screens
// and embedded on the customer page for its licences.
import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { Virtuoso } from 'react-virtuoso';
import { LIST_PAGE_SIZE, pageCount } from '../../../domain/records/record-list-query';
import type { RecordListSearch } from '../../../domain/records/record-list-query';
import type { RecordEntity } from '../../../domain/records/record-entities';
import { recordExportRow } from '../../../domain/records/record-export-rows';
import { ENTITY_LABELS } from '../../../domain/records/record-fields';
import { formatNumber } from '../../../domain/values/format-number';
import { useI18n } from '../../../i18n/use-i18n';
import { useLocaleSettings } from '../../../state/locale';
import { ENTITY_TEXTS } from '../entity-texts';
import { EmptyState } from '../../../ui/EmptyState';
import { ExportMenu } from '../../export/ExportMenu';
import { FetchStatusBar } from '../FetchStatusBar';
import { VIRTUAL_CONTAINER } from '../../../ui/virtual-container';
import { RecordListRow } from './RecordListRow';
import { useRecordList } from './use-record-list';
import { useRememberListOrder } from '../list-order';

const useStyles = makeStyles({
  list: { height: 'calc(100vh - 320px)', minHeight: '240px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalS },
  notice: { flexGrow: 1, minWidth: 0 },
});

export type RecordListProps = {
  entity: RecordEntity;
  search: RecordListSearch;
  onSearch: (next: RecordListSearch) => void;
  /** Raised by the screen after a change the listing must show (an import): the page is fetched again. */
  refreshTick?: number;
};

export function RecordList({ entity, search, onSearch, refreshTick = 0 }: RecordListProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const { status, records, total, fetchedAt, reload } = useRecordList(entity, search, refreshTick);
  useRememberListOrder(entity, records?.map((r) => r.id));
  const page = search.page ?? 1;
  const pages = pageCount(total, LIST_PAGE_SIZE);
  const label = i18n._(ENTITY_LABELS[entity].many);
  const texts = ENTITY_TEXTS[entity];
  const filtered = Boolean(search.q) || Object.keys(search).some((k) => k !== 'page' && k !== 'q');
  return (
    <>
      <div className={styles.status}>
        <div className={styles.notice}>
          <FetchStatusBar status={status} fetchedAt={fetchedAt} onRetry={reload} />
        </div>
        {/* The rows shown (this page), as the table shows them: docs/decisions.md "CSV export". */}
        <ExportMenu name={label} rows={() => (records ?? []).map(recordExportRow)} disabled={!records || records.length === 0} />
      </div>
      {records === undefined ? (
        <Spinner label={i18n._(texts.loading)} />
      ) : records.length === 0 ? (
        // Under an error the bar above says what went wrong; 'No … yet.' would claim what nobody knows.
        status.state === 'error' ? null : <EmptyState icon={DocumentSearchRegular} text={i18n._(filtered ? texts.noMatch : texts.none)} />
      ) : (
        <div className={styles.list}>
          <Virtuoso
            components={VIRTUAL_CONTAINER}
            context={{ role: 'list', label }}
            data={records}
            computeItemKey={(_i, r) => r.id}
            itemContent={(_i, record) => <RecordListRow record={record} />}
          />
        </div>
      )}
      {records && records.length > 0 ? (
        <nav className={styles.pager} aria-label={i18n._(texts.pages)}>
          <Caption1>
            {i18n._(texts.pager, { count: total, n: formatNumber(total, 0, locale), page: formatNumber(page, 0, locale), pages: formatNumber(pages, 0, locale) })}
          </Caption1>
          <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => onSearch({ ...search, page: page - 1 > 1 ? page - 1 : undefined })}>
            {i18n._('Previous page')}
          </Button>
          <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={page >= pages} onClick={() => onSearch({ ...search, page: page + 1 })}>
            {i18n._('Next page')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
