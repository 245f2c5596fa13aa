// An old revision opened from the Revisions panel (?rev=N): read from the server, never mirrored (the
// mirror holds the current revision), shown read-only with a clear marker and a way back.
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentDismissRegular } from '@fluentui/react-icons';
import { translatedErrorLine } from '../error-line';
import { RECORD_FIELDS } from '../../../domain/records/record-fields';
import { formValuesOf } from '../../../domain/records/record-form-rules';
import { titleBarState } from '../../../domain/records/record-title-state';
import type { RecordEntity } from '../../../domain/records/record-entities';
import { getRecord } from '../../../data/records/record-api';
import { EmptyState } from '../../../ui/EmptyState';
import { useLoaded } from '../use-loaded';
import { RecordForm } from './RecordForm';
import { RecordTitleBar } from './RecordTitleBar';
import { useRecordCrumbs } from './use-record';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({ gap: { marginBottom: tokens.spacingVerticalM } });

export type OldRevisionViewProps = {
  entity: RecordEntity;
  id: number;
  rev: number;
  onCurrent: () => void;
};

const ignore = () => undefined;

export function OldRevisionView({ entity, id, rev, onCurrent }: OldRevisionViewProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const { status, data } = useLoaded(`${entity}:${id}@${rev}`, (signal) => getRecord(entity, id, { rev, signal }));
  const crumbs = useRecordCrumbs(data);
  const back = (
    <MessageBarActions>
      <Button onClick={onCurrent}>{i18n._('Show current revision')}</Button>
    </MessageBarActions>
  );
  if (status.state === 'offline' || status.state === 'error') {
    const text = status.state === 'offline' ? i18n._('Old revisions can be opened only online.') : translatedErrorLine(status.errors);
    return (
      <>
        <EmptyState icon={DocumentDismissRegular} text={text} />
        <Button onClick={onCurrent}>{i18n._('Show current revision')}</Button>
      </>
    );
  }
  if (!data) return <Spinner label={i18n._('Loading…')} />;
  // The answer of ?rev=N is an old revision even where the server's flags are missing.
  const state = titleBarState({ ...data, recLastRev: false, recPublished: true }, false);
  const fields = RECORD_FIELDS[entity];
  return (
    <>
      <RecordTitleBar crumbs={crumbs} state={state} busy={false} onEdit={ignore} onSave={ignore} onDiscard={ignore} />
      <MessageBar intent="warning" className={styles.gap}>
        <MessageBarBody>
          <MessageBarTitle>{i18n._('Old revision {rev} (read-only)', { rev: data.recRev })}</MessageBarTitle>
        </MessageBarBody>
        {back}
      </MessageBar>
      <RecordForm fields={fields} values={formValuesOf(fields, data)} errors={{}} editable={false} isCreate={false} onChange={ignore} />
    </>
  );
}
