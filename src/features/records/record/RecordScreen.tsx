// A record route: loads the record into the mirror and shows it, or says it is missing (node-model §2.9).
import type { ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import { DocumentDismissRegular } from '@fluentui/react-icons';
import { MSG_RECORD_NOT_FOUND } from '../../../domain/records/record-title-state';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { EmptyState } from '../../../ui/EmptyState';
import { RoutePage } from '../../shell/RoutePage';
import { offlineText } from '../../../ui/OfflineNotice';
import { FetchStatusBar } from '../FetchStatusBar';
import { OldRevisionView } from './OldRevisionView';
import { RecordView } from './RecordView';
import { useRecord } from './use-record';
import { useI18n } from '../../../i18n/use-i18n';
import type { RecordRef } from './use-record';

export type RecordScreenProps = {
  recordRef: RecordRef;
  openedAsReadonly?: boolean;
  onGone: () => void;
  renderBody?: (record: RecordAnswer, form: ReactNode) => ReactNode;
  /** An old revision to show read-only (?rev=N). */
  rev?: number;
  /** Opens a revision (a number) or the current record (undefined); without it no Revisions panel shows. */
  onRevision?: (rev: number | undefined) => void;
};

export function RecordScreen({ recordRef, openedAsReadonly = false, onGone, renderBody, rev, onRevision }: RecordScreenProps) {
  const i18n = useI18n();
  const { status, record, fetchedAt, reload } = useRecord(recordRef);
  const notFound = status.state === 'error' && status.status === 404;
  let body: ReactNode;
  if (rev !== undefined && 'id' in recordRef) {
    body = <OldRevisionView entity={recordRef.entity} id={recordRef.id} rev={rev} onCurrent={() => onRevision?.(undefined)} />;
  } else if (notFound || (record === null && status.state === 'error')) {
    body = <EmptyState icon={DocumentDismissRegular} text={notFound ? i18n._(MSG_RECORD_NOT_FOUND) : i18n._('The record could not be loaded.')} />;
  } else if (record === null && status.state === 'offline') {
    body = <EmptyState icon={DocumentDismissRegular} text={offlineText(null)} />;
  } else if (!record) {
    body = <Spinner label={i18n._('Loading…')} />;
  } else {
    body = (
      <RecordView
        key={`${record.entity}:${record.id}`}
        record={record}
        openedAsReadonly={openedAsReadonly}
        reload={reload}
        onGone={onGone}
        onRevision={onRevision}
        renderBody={renderBody ? (form) => renderBody(record, form) : undefined}
      />
    );
  }
  return (
    <RoutePage>
      <FetchStatusBar status={status} fetchedAt={fetchedAt} onRetry={reload} hideNotFound />
      {body}
    </RoutePage>
  );
}
