// One outbox entry in a lab user's words, its state, error and time, with retry, edit and discard.
import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatErrorLine } from '../../domain/normalize-error';
import { describeEntry, stateText } from '../../domain/outbox/outbox-description';
import { editableValues } from '../../domain/outbox/entry-edit';
import { isStuck, mayDiscard } from '../../domain/outbox/outbox-entry';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import { formatInstant } from '../../domain/values/format-locale';
import { useLocaleSettings } from '../../state/locale';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { showSnackbar } from '../../state/ui';
import { errorItemsOf } from '../../data/api-error';
import { discardEntry, editEntry, retryEntry } from './outbox-actions';
import { OutboxEditDialog } from './OutboxEditDialog';
import { OutboxConflictView } from './OutboxConflictView';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  text: { display: 'grid', flexGrow: 1, minWidth: '240px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  time: { color: tokens.colorNeutralForeground3 },
});

const STATE_COLORS = { queued: 'informative', sending: 'brand', done: 'success', failed: 'danger', conflict: 'warning' } as const;

export type OutboxEntryRowProps = { entry: OutboxEntry; heldBack: boolean };

export function OutboxEntryRow({ entry, heldBack }: OutboxEntryRowProps) {
  const locale = useLocaleSettings();
  const styles = useStyles();
  const i18n = useI18n();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const editable = editableValues(entry);
  const description = describeEntry(entry);
  const run = async (action: (e: OutboxEntry) => Promise<void>) => {
    setBusy(true);
    try {
      await action(entry);
    } catch (error) {
      showSnackbar(formatErrorLine(errorItemsOf(error)), { intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.row} aria-label={description}>
      <div className={styles.text}>
        <Body1>{description}</Body1>
        {entry.error ? (
          // The server's English messages, each in the user's language (this row is their only sink).
          <Caption1 className={styles.error}>{formatErrorLine(entry.error.errors.map((e) => ({ ...e, msg: translateMessage(e.msg) })))}</Caption1>
        ) : null}
        <Caption1 className={styles.time}>{formatInstant(entry.createdAt, locale)}</Caption1>
        {entry.state === 'conflict' ? <OutboxConflictView entry={entry} /> : null}
      </div>
      <Badge appearance="tint" color={heldBack ? 'warning' : STATE_COLORS[entry.state]}>
        {translateMessage(stateText(entry.state, heldBack))}
      </Badge>
      {isStuck(entry) ? (
        <Button disabled={busy} onClick={() => void run(retryEntry)}>
          {entry.state === 'conflict' ? i18n._('Keep mine') : i18n._('Retry')}
        </Button>
      ) : null}
      {editable ? (
        <Button disabled={busy} onClick={() => setEditing(true)}>
          {i18n._('Edit')}
        </Button>
      ) : null}
      {editing && editable ? (
        <OutboxEditDialog
          subject={entry.label.subject}
          values={editable}
          onDismiss={() => setEditing(false)}
          onSave={async (values) => {
            await run((e) => editEntry(e, values));
            setEditing(false);
          }}
        />
      ) : null}
      {mayDiscard(entry) ? (
        <Button appearance="subtle" disabled={busy} onClick={() => void run(discardEntry)}>
          {entry.state === 'conflict' ? i18n._('Take theirs') : i18n._('Discard')}
        </Button>
      ) : null}
    </li>
  );
}
