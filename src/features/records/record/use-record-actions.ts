// Delete, restore, close/reopen and export of one record, through the mirror-writing mutations.
import { useState } from 'react';
import { MSG_DELETE_REFERENCES } from '../../../domain/records/delete-rules';
import type { DeleteChoice } from '../../../domain/records/delete-rules';
import { translatedErrorLine } from '../error-line';
import { RecordStatus } from '../../../domain/records/record-enums';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { ApiError, errorItemsOf } from '../../../data/api-error';
import { exportPackages } from '../../../data/records/record-api';
import { deleteRecord, restoreRecord, setRecordState } from '../../../data/records/record-mutations';
import { saveBlob } from '../../../data/records/save-file';
import { confirmMessage, showSnackbar } from '../../../state/ui';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { useI18n } from '../../../i18n/use-i18n';

const MSG_REFERENCED = 'The record is referenced by other records.';

function isReferenced(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.msg.startsWith(MSG_REFERENCED));
}

export function useRecordActions(record: RecordAnswer, onDeletedPermanently: () => void) {
  const i18n = useI18n();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  /** `action` resolves with null while its change waits in the outbox. */
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      if ((await action()) === null) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
      else showSnackbar(done, { intent: 'success', duration: 'quick' });
    } catch (error) {
      showSnackbar(translatedErrorLine(errorItemsOf(error)));
    } finally {
      setBusy(false);
    }
  };

  /** Resolves with the message to show in the dialog, or null when the record was deleted. */
  const confirmDelete = async (choice: DeleteChoice): Promise<string | null> => {
    let answered: boolean;
    try {
      try {
        answered = await deleteRecord(record.entity, record, choice);
      } catch (error) {
        // Records that others refer to need a second yes (console.md §8).
        if (!choice.permanent || !isReferenced(error) || !(await confirmMessage(MSG_DELETE_REFERENCES))) throw error;
        answered = await deleteRecord(record.entity, record, { ...choice, ignoreReferences: true });
      }
    } catch (error) {
      return translatedErrorLine(errorItemsOf(error));
    }
    setDeleteOpen(false);
    if (!answered) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
    else showSnackbar(choice.permanent ? i18n._('{name} was deleted permanently', { name: record.name }) : i18n._('{name} was deleted', { name: record.name }), { intent: 'success', duration: 'quick' });
    if (choice.permanent) onDeletedPermanently();
    return null;
  };

  return {
    busy,
    deleteOpen,
    openDelete: () => setDeleteOpen(true),
    closeDelete: () => setDeleteOpen(false),
    confirmDelete,
    restore: () => run(() => restoreRecord(record.entity, record), i18n._('{name} was restored', { name: record.name })),
    toggleState: () =>
      run(
        () => setRecordState(record.entity, record, record.recState === RecordStatus.closed ? RecordStatus.active : RecordStatus.closed),
        record.recState === RecordStatus.closed ? i18n._('{name} is active', { name: record.name }) : i18n._('{name} is closed', { name: record.name }),
      ),
    exportPackage: () =>
      run(async () => {
        const { blob, filename } = await exportPackages([record.id]);
        saveBlob(blob, filename);
      }, i18n._('{name} was exported', { name: record.name })),
  };
}
