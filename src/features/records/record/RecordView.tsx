// One record, loaded: title bar, content form, Security panel, and the delete dialog.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUndoRegular, DeleteRegular, LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { translatedErrorLine } from '../error-line';
import { hasAccess } from '../../../domain/records/record-access';
import { ENTITY_CAPABILITIES } from '../../../domain/records/record-entities';
import { RecordStatus } from '../../../domain/records/record-enums';
import { titleBarState } from '../../../domain/records/record-title-state';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { RecordAccess, Right } from '../../../domain/rights';
import { session } from '../../../state/session';
import { firstEditableField } from '../../../ui/focus-moves';
import { useFocusOnChange } from '../../../ui/use-focus-on-change';
import { useShortcutHandler } from '../../shell/shortcut-handlers';
import { useRecordStepKeys } from '../list-order';
import { useOnline } from '../../nodes/use-online';
import { SEND_LATER_HINT } from '../../outbox/outbox-texts';
import { ConflictDialog } from './ConflictDialog';
import { DeleteDialog } from './DeleteDialog';
import { RecordForm } from './RecordForm';
import { RecordTitleBar } from './RecordTitleBar';
import { RevisionsPanel } from './RevisionsPanel';
import { SecurityPanel } from './SecurityPanel';
import { useRecordCrumbs } from './use-record';
import { useRecordActions } from './use-record-actions';
import { useRecordEditor } from './use-record-editor';
import { useRecordSave } from './use-record-save';
import { useRecordSecurity } from './use-record-security';
import { useGroups, useSecuritySources } from './use-security-context';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

const useStyles = makeStyles({ gap: { marginBottom: tokens.spacingVerticalM } });

export type RecordViewProps = {
  record: RecordAnswer;
  openedAsReadonly: boolean;
  reload: () => void;
  onGone: () => void;
  /** Replaces the form (customer tabs); receives the form. */
  renderBody?: (form: ReactNode) => ReactNode;
  /** Opens an old revision; the Revisions panel shows when given. */
  onRevision?: (rev: number) => void;
};

export function RecordView({ record, openedAsReadonly, reload, onGone, renderBody, onRevision }: RecordViewProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const editor = useRecordEditor(record, openedAsReadonly, reload);
  const actions = useRecordActions(record, onGone);
  const security = useRecordSecurity(record);
  const saving = useRecordSave(editor, security);
  const sources = useSecuritySources();
  const groups = useGroups(record.entity);
  const rights = useSnapshot(session).authData?.rights.features ?? [];
  const crumbs = useRecordCrumbs(record);
  const state = titleBarState(record, editor.editing);
  const mayDelete = hasAccess(record.recAccess, RecordAccess.delete);
  const mayMeta = hasAccess(record.recAccess, RecordAccess.updateMeta);
  // Offline these writes wait in the outbox: the buttons say so instead of failing.
  const sendLater = useOnline() ? undefined : i18n._(SEND_LATER_HINT);
  // Security is edited with the record (Edit … Save), never saved on its own.
  const formRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  // Edit puts focus on the first field to change; Save and Discard put it back on the toolbar's first
  // action (Edit again), where the button the user pressed was, unless the user has left the screen's
  // main part (the navigation, the app bar) while a slow Save was answered.
  useFocusOnChange(
    state.mode,
    (mode) => (mode === 'edit' ? (formRef.current ? firstEditableField(formRef.current) : null) : toolbarRef.current?.querySelector<HTMLElement>('button:not([disabled])')),
    () => toolbarRef.current?.closest('main') ?? document.body,
  );
  useShortcutHandler('save', state.showSave ? () => (saving.busy ? undefined : void saving.save()) : undefined);
  useRecordStepKeys(record.entity, record.id);
  const ctx = { ...sources.ctxBase, entity: record.entity, isCreate: false, readonly: !editor.editing || (state.lockedBy !== null && state.lockedBy !== 'otherEditor'), recAccess: record.recAccess };

  const toolbar = (
    <>
      {ENTITY_CAPABILITIES[record.entity].exportable && rights.includes(Right.exportData) ? (
        <Button icon={<ArrowDownloadRegular />} disabled={actions.busy} onClick={() => void actions.exportPackage()}>
          {i18n._('Export')}
        </Button>
      ) : null}
      {!record.recDeleted && mayMeta ? (
        <Button icon={record.recState === RecordStatus.closed ? <LockOpenRegular /> : <LockClosedRegular />} title={sendLater} disabled={actions.busy || editor.editing} onClick={() => void actions.toggleState()}>
          {record.recState === RecordStatus.closed ? i18n._('Set active') : i18n._('Close record')}
        </Button>
      ) : null}
      {record.recDeleted && mayDelete ? (
        <Button icon={<ArrowUndoRegular />} title={sendLater} disabled={actions.busy} onClick={() => void actions.restore()}>
          {i18n._('Restore')}
        </Button>
      ) : null}
      {mayDelete ? (
        <Button icon={<DeleteRegular />} title={sendLater} disabled={actions.busy || editor.editing} onClick={actions.openDelete}>
          {i18n._('Delete')}
        </Button>
      ) : null}
    </>
  );

  const form = (
    <>
      <RecordForm ref={formRef} fields={editor.fields} values={editor.values} errors={editor.fieldErrors} editable={state.mode === 'edit'} isCreate={false} onChange={editor.setValue} />
      <SecurityPanel
        ctx={ctx}
        value={security.value}
        onChange={security.setValue}
        users={sources.users}
        teams={sources.teams}
        roles={sources.roles}
        current={{ ownerName: record.recOwnerName, teamName: record.recTeamName }}
        projects={groups.projects}
        experiments={groups.experiments}
        placement={{ savedTeamId: record.recTeamId, memberTeamIds: sources.memberTeamIds }}
        footer={
          security.error ? (
            <MessageBar intent="error" className={styles.gap}>
              <MessageBarBody>
                <MessageBarTitle>{translateMessage(security.error.title)}</MessageBarTitle>
                {translateMessage(security.error.text)}
              </MessageBarBody>
            </MessageBar>
          ) : null
        }
      />
      {onRevision ? <RevisionsPanel record={record} onOpen={onRevision} /> : null}
    </>
  );

  return (
    <>
      <RecordTitleBar crumbs={crumbs} state={state} busy={saving.busy} onEdit={editor.edit} onSave={() => void saving.save()} onDiscard={() => void saving.discard()} actions={toolbar} toolbarRef={toolbarRef} />
      {record.recDeleted ? (
        <MessageBar intent="warning" className={styles.gap}>
          <MessageBarBody>{i18n._('This record is deleted. Restore it to change it again.')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {editor.conflict ? (
        <ConflictDialog
          message={translateMessage(editor.conflict.message)}
          theirRevision={editor.conflict.theirs.recRev}
          rows={editor.conflict.rows}
          fields={editor.fields}
          busy={editor.busy}
          onKeepMine={() => void editor.keepMine()}
          onTakeTheirs={editor.takeTheirs}
        />
      ) : null}
      {editor.errors.length > 0 ? (
        <MessageBar intent="error" className={styles.gap}>
          <MessageBarBody>{translatedErrorLine(editor.errors)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {renderBody ? renderBody(form) : form}
      {actions.deleteOpen ? <DeleteDialog open name={record.name} alreadyDeleted={record.recDeleted} onConfirm={actions.confirmDelete} onClose={actions.closeDelete} /> : null}
    </>
  );
}
