// The record title bar of node-model.md §2.9: breadcrumbs, revision and DRAFT marker, mode icons, the
// tampered warning, who else is editing, and Edit / Save / Discard by state.
import type { ReactNode, Ref } from 'react';
import type { I18n } from '@lingui/core';
import { Badge, Button, Caption1, MessageBar, MessageBarBody, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular, EditRegular, LockClosedRegular, SaveRegular, ShieldErrorRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import { DISCARD_TITLE, MSG_TAMPERED, SAVE_TITLE, lockText } from '../../../domain/records/record-title-state';
import type { Crumb, TitleBarState } from '../../../domain/records/record-title-state';
import { SEND_LATER_HINT } from '../../outbox/outbox-texts';
import { useOnline } from '../../nodes/use-online';
import { customerUidLink, recordLink } from '../record-links';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';
import { RovingToolbar } from '../../../ui/RovingToolbar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // The actions row as laid out before it became a toolbar: no padding of Fluent's.
  toolbar: { padding: 0 },
  crumbs: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1, margin: 0, padding: 0, listStyle: 'none', fontSize: tokens.fontSizeBase400 },
  current: { fontWeight: tokens.fontWeightSemibold },
  mode: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  tampered: { color: tokens.colorPaletteRedForeground1, fontSize: '20px' },
});

function CrumbLink({ crumb }: { crumb: Crumb }) {
  if (crumb.kind === 'customer' && crumb.guid) return <Link {...customerUidLink(crumb.guid)}>{crumb.label}</Link>;
  const link = crumb.id !== null && crumb.kind !== 'record' ? recordLink(crumb.kind, crumb.id) : null;
  return link ? <Link {...link}>{crumb.label}</Link> : <span>{crumb.label}</span>;
}

/** Why the record is read-only; another editor's name goes into the sentence, not before an English one. */
function lockReason(i18n: I18n, state: TitleBarState): string {
  if (state.lockedBy === 'otherEditor' && state.userEditing) return i18n._('{user} is editing this record.', { user: state.userEditing });
  return translateMessage(lockText(state.lockedBy, state.userEditing));
}

export type RecordTitleBarProps = {
  crumbs: Crumb[];
  state: TitleBarState;
  busy: boolean;
  onEdit: () => void;
  onSave: () => void;
  onDiscard: () => void;
  /** Record actions (delete, restore, state, export). */
  actions?: ReactNode;
  /** The row of Edit / Save / Discard and the actions, where focus returns after Save. */
  toolbarRef?: Ref<HTMLDivElement>;
};

export function RecordTitleBar({ crumbs, state, busy, onEdit, onSave, onDiscard, actions, toolbarRef }: RecordTitleBarProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const online = useOnline();
  const modeText = state.mode === 'edit' ? i18n._('Edit mode') : i18n._('Read-only: {reason}', { reason: lockReason(i18n, state) });
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <nav aria-label={i18n._('Breadcrumbs')} style={{ flexGrow: 1 }}>
          <ol className={styles.crumbs}>
            {crumbs.map((crumb, i) => (
              <li key={`${crumb.kind}-${crumb.id}`} className={i === crumbs.length - 1 ? styles.current : undefined} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
                {i > 0 ? <span aria-hidden> › </span> : null}
                {i === crumbs.length - 1 ? crumb.label : <CrumbLink crumb={crumb} />}
              </li>
            ))}
          </ol>
        </nav>
        <Caption1>{i18n._('Revision {rev}', { rev: state.revision })}</Caption1>
        {state.draft ? (
          <Badge appearance="filled" color="warning">
            {i18n._('DRAFT')}
          </Badge>
        ) : null}
        <span className={styles.mode} role="img" aria-label={modeText} title={modeText}>
          {state.mode === 'edit' ? <EditRegular /> : <LockClosedRegular />}
        </span>
        {state.tampered ? (
          <span className={styles.tampered} role="img" aria-label={i18n._('Tampered document')} title={i18n._(MSG_TAMPERED)}>
            <ShieldErrorRegular />
          </span>
        ) : null}
      </div>
      {state.tampered ? (
        <MessageBar intent="error">
          <MessageBarBody>{i18n._(MSG_TAMPERED)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {state.userEditing ? (
        <MessageBar intent="info">
          <MessageBarBody>{i18n._('{user} is editing this record.', { user: state.userEditing })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <RovingToolbar ref={toolbarRef} className={mergeClasses(styles.row, styles.toolbar)} aria-label={i18n._('Record actions')}>
        {state.showEdit ? (
          <Button appearance="primary" icon={<EditRegular />} onClick={onEdit}>
            {i18n._('Edit')}
          </Button>
        ) : null}
        {state.showSave ? (
          <Button appearance="primary" icon={<SaveRegular />} title={i18n._(online ? SAVE_TITLE : SEND_LATER_HINT)} disabledFocusable={busy} onClick={onSave}>
            {i18n._('Save')}
          </Button>
        ) : null}
        {state.showDiscard ? (
          <Button icon={<DismissRegular />} title={i18n._(online ? DISCARD_TITLE : SEND_LATER_HINT)} disabledFocusable={busy} onClick={onDiscard}>
            {i18n._('Discard')}
          </Button>
        ) : null}
        {actions}
      </RovingToolbar>
    </div>
  );
}
