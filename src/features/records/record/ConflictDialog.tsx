// The conflict view of DESIGN.md ('Conflicts'): the server refused a save because someone else published a
// newer revision. Per field the user changed, the server's current value stands beside the user's; the
// user keeps theirs on top of the new revision or takes the server's. An alert dialog, so it cannot be
// dismissed without a choice: a later Save would otherwise overwrite the other revision unseen.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RecordFieldSpec } from '../../../domain/records/record-form-rules';
import type { FieldConflict } from '../../../domain/records/record-merge';
import { DialogFrame } from '../../../ui/DialogFrame';
import { ConflictTable } from './ConflictTable';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  surface: { maxWidth: '800px' },
  intro: { display: 'block', marginBottom: tokens.spacingVerticalM },
});

export type ConflictDialogProps = {
  message: string;
  /** The server's current revision number. */
  theirRevision: number;
  rows: readonly FieldConflict[];
  fields: readonly RecordFieldSpec[];
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

export function ConflictDialog({ message, theirRevision, rows, fields, busy, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <DialogFrame
      title={i18n._('Conflict')}
      modalType="alert"
      surfaceClassName={styles.surface}
      actions={
        <>
          <Button appearance="primary" disabled={busy} onClick={onKeepMine}>
            {i18n._('Keep mine')}
          </Button>
          <Button disabled={busy} onClick={onTakeTheirs}>
            {i18n._('Take theirs')}
          </Button>
        </>
      }
    >
      <Text className={styles.intro}>{message}</Text>
      <ConflictTable rows={rows} fields={fields} theirsHeading={i18n._('Server (revision {rev})', { rev: theirRevision })} />
    </DialogFrame>
  );
}
