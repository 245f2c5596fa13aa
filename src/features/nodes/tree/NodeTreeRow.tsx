// One row of the node browser (node-model.md §2.6): indent and chevron, optional drag handle and
// checkbox, label with formatted-value suffix and description, alarm icon, debug icons, the deleted
// marker of soft-deleted nodes (debug level), the add button or add-type menu and the 'Actions' menu.
// Presentational: every action is a callback.
import type { DragEvent, KeyboardEvent, MouseEvent, ReactElement } from 'react';
import {
  Button,
  Checkbox,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUndoRegular,
  ArrowUpRegular,
  BinRecycleRegular,
  BugRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  CopyRegular,
  DeleteRegular,
  LinkDismissRegular,
  MoreHorizontalRegular,
  PlayRegular,
  RenameRegular,
  ReOrderDotsVerticalRegular,
  ShareRegular,
  WindowDevToolsRegular,
} from '@fluentui/react-icons';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import type { AllowedType, NodeMethod } from '../../../domain/nodes/node-protocol';
import type { FlatNodeRow } from '../../../domain/tree/flatten-tree';
import type { CheckState, SelectionMode } from '../../../domain/tree/tree-selection';
import { Severity } from '../../../domain/error-item';
import { AccessFlag, hasFlag } from '../../../domain/rights';
import { TOUCH_TARGET_PX } from '../../../domain/touch-layout';
import { COARSE_POINTER_MEDIA } from '../../../ui/use-media-query';
import { rowHeightStyle } from '../../../ui/use-touch-layout';
import { AlarmBell } from '../errors/AlarmBell';
import { useI18n } from '../../../i18n/use-i18n';
import { useLocaleSettings } from '../../../state/locale';
import { formatNumber } from '../../../domain/values/format-number';
import type { I18n } from '@lingui/core';
import type { RowAbilities, RowAlarm } from './row-permissions';

export const ROW_HEIGHT = 30;
const INDENT_PX = 16;
export const MOVE_UP_TEXT = /*i18n*/ 'Move up';
export const MOVE_DOWN_TEXT = /*i18n*/ 'Move down';

/** A screen's own entry in a row's 'Actions' menu (e.g. 'Open controller'); not an edit, so shown read-only too. */
export type RowAction = { label: string; icon?: ReactElement; onSelect: () => void };

export type NodeTreeRowProps = {
  node: MirrorNode;
  row: FlatNodeRow;
  abilities: RowAbilities;
  alarm: RowAlarm;
  selectionMode: SelectionMode;
  checked: CheckState;
  /** Disabled nodes cannot be selected. */
  disabled: boolean;
  focused: boolean;
  /** A move is running: dragging is off until it ends. */
  moving: boolean;
  /** Where the node sits among its siblings, for 'Move up' / 'Move down'. */
  place: { first: boolean; last: boolean };
  /** The screen's extra actions for this node. */
  extraActions: readonly RowAction[];
  domId: string;
  onToggleOpen: (key: string) => void;
  onSelect: (key: string) => void;
  onFocusRow: (key: string) => void;
  onAdd: (node: MirrorNode, type: AllowedType) => void;
  onDelete: (node: MirrorNode) => void;
  onRestore: (node: MirrorNode) => void;
  onRename: (node: MirrorNode) => void;
  onShareLink: (node: MirrorNode) => void;
  onRevokeShareLinks: (node: MirrorNode) => void;
  onClone: (node: MirrorNode) => void;
  onCallMethod: (node: MirrorNode, method: NodeMethod) => void;
  onDragStartRow: (key: string) => void;
  onDragOverRow: (key: string) => boolean;
  onDropRow: (key: string) => void;
  onDragEndRow: () => void;
  /** 'Move up' / 'Move down': the same move as a drop or Alt+Arrow, one place up or down. */
  onMoveBy: (key: string, delta: -1 | 1) => void;
};

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    // A finger's row on the touch layout; the scroller is told the same height (useRowHeight).
    ...rowHeightStyle(ROW_HEIGHT),
    boxSizing: 'border-box',
    paddingRight: tokens.spacingHorizontalS,
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: { backgroundColor: tokens.colorSubtleBackgroundSelected },
  chevron: {
    width: '20px',
    flexShrink: 0,
    display: 'inline-flex',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
    [COARSE_POINTER_MEDIA]: { width: `${TOUCH_TARGET_PX}px`, alignSelf: 'stretch', alignItems: 'center' },
  },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, display: 'inline-flex' },
  handleOff: { cursor: 'not-allowed', opacity: 0.4 },
  label: { flexGrow: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  inactive: { color: tokens.colorNeutralForegroundDisabled },
  deleted: { color: tokens.colorNeutralForegroundDisabled, textDecorationLine: 'line-through' },
  // Brand foreground 2: at least 4.5:1 on the selected and hovered row in both themes (1 is 4.18:1 in dark).
  suffix: { color: tokens.colorBrandForeground2 },
  desc: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase200 },
  info: { color: tokens.colorPaletteBlueForeground2 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  debugIcon: { color: tokens.colorNeutralForeground3 },
  dropTarget: { boxShadow: `inset 0 2px 0 ${tokens.colorBrandStroke1}` },
});

/** '3 alarms', '1 warning': one sentence per severity, so each language can inflect it. */
function alarmCountText(i18n: I18n, severity: Severity, count: number, n: string): string {
  if (severity === Severity.error) return i18n._('{count, plural, one {{n} alarm} other {{n} alarms}}', { count, n });
  if (severity === Severity.warning) return i18n._('{count, plural, one {{n} warning} other {{n} warnings}}', { count, n });
  return i18n._('{count, plural, one {{n} message} other {{n} messages}}', { count, n });
}

function stop(event: MouseEvent | KeyboardEvent) {
  event.stopPropagation();
}

export function NodeTreeRow(props: NodeTreeRowProps) {
  const { node, row, abilities, alarm, selectionMode, checked, disabled, focused, moving, domId } = props;
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const label = node.name || node.id;
  // The name holds all of the row's visible text (WCAG 2.5.3 label in name), not only the node's name.
  const name = [label, node.fmtValue, node.desc].filter(Boolean).join(' ');
  const tab = focused ? 0 : -1;
  const selectedRow = selectionMode !== 'none' && checked === true;
  const alarmClass = alarm ? [styles.info, styles.warning, styles.error][alarm.severity] ?? styles.error : undefined;
  const alarmText = alarm ? alarmCountText(i18n, alarm.severity, alarm.count, formatNumber(alarm.count, 0, locale)) : '';
  const draggable = abilities.canMove && !moving;

  return (
    <div
      id={domId}
      role="treeitem"
      aria-level={row.level}
      aria-expanded={row.expandable ? row.open : undefined}
      aria-selected={selectionMode === 'none' ? undefined : selectedRow}
      aria-checked={selectionMode === 'multi' ? checked : undefined}
      aria-disabled={disabled ? true : undefined}
      aria-label={name}
      tabIndex={tab}
      data-key={node.key}
      data-name={label}
      className={mergeClasses(styles.row, selectedRow && styles.selected)}
      style={{ paddingLeft: `${(row.level - 1) * INDENT_PX}px` }}
      onClick={() => {
        props.onFocusRow(node.key);
        props.onSelect(node.key);
      }}
      onDragOver={(event: DragEvent) => {
        if (props.onDragOverRow(node.key)) event.preventDefault();
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        props.onDropRow(node.key);
      }}
    >
      <span
        className={styles.chevron}
        aria-hidden
        onClick={(event) => {
          event.stopPropagation();
          props.onFocusRow(node.key);
          if (row.expandable) props.onToggleOpen(node.key);
        }}
      >
        {row.expandable ? row.open ? <ChevronDownRegular /> : <ChevronRightRegular /> : null}
      </span>
      {abilities.canMove ? (
        <span
          className={mergeClasses(styles.handle, !draggable && styles.handleOff)}
          draggable={draggable}
          title={i18n._('Drag to move (Alt+Up/Down)')}
          aria-hidden
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', node.key);
            props.onDragStartRow(node.key);
          }}
          onDragEnd={props.onDragEndRow}
        >
          <ReOrderDotsVerticalRegular />
        </span>
      ) : null}
      {selectionMode === 'multi' ? (
        <Checkbox
          checked={checked}
          disabled={disabled}
          tabIndex={tab}
          aria-label={i18n._('Select {name}', { name: label })}
          onClick={stop}
          onChange={() => props.onSelect(node.key)}
        />
      ) : null}
      <span className={mergeClasses(styles.label, node.active === false && styles.inactive, node.deleted === true && styles.deleted)} title={node.desc ? `${label}: ${node.desc}` : undefined}>
        {label}
        {/* Spaces between the parts, so the text read from the page has them too (as the name does). */}
        {node.fmtValue ? <> <span className={styles.suffix}>{node.fmtValue}</span></> : null}
        {node.desc ? <> <span className={styles.desc}>{node.desc}</span></> : null}
      </span>
      {alarm ? <AlarmBell node={node} text={alarmText} className={alarmClass} tabIndex={tab} /> : null}
      {node.deleted === true ? (
        <Tooltip content={i18n._('Deleted (in the recycle bin)')} relationship="description">
          <BinRecycleRegular className={styles.error} role="img" aria-label={i18n._('Deleted')} />
        </Tooltip>
      ) : null}
      {abilities.noBrowseAccess ? <BugRegular className={styles.debugIcon} role="img" aria-label={i18n._('No browse access')} /> : null}
      {abilities.showWebEditor ? (
        <WindowDevToolsRegular className={styles.debugIcon} role="img" aria-label={node.webEditor ? i18n._('Web editor {name}', { name: node.webEditor }) : i18n._('Web editor')} />
      ) : null}
      <AddControl {...props} tab={tab} />
      <ActionsMenu {...props} tab={tab} />
    </div>
  );
}

function AddControl({ node, abilities, onAdd, tab }: NodeTreeRowProps & { tab: number }) {
  const i18n = useI18n();
  const label = node.name || node.id;
  const types = abilities.addTypes;
  if (types.length === 0) return null;
  if (types.length === 1) {
    const only = types[0] as AllowedType;
    return (
      <Tooltip content={i18n._('Add {type}', { type: only.name })} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<AddRegular />}
          tabIndex={tab}
          onClick={(event) => {
            stop(event);
            onAdd(node, only);
          }}
        />
      </Tooltip>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<AddRegular />} tabIndex={tab} aria-label={i18n._('Add to {name}', { name: label })} onClick={stop} />
      </MenuTrigger>
      <MenuPopover onClick={stop}>
        <MenuList>
          {types.map((type) => (
            <MenuItem key={type.type} onClick={() => onAdd(node, type)}>
              {type.name}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

function ActionsMenu({ node, abilities, extraActions, moving, place, onDelete, onRestore, onRename, onClone, onCallMethod, onShareLink, onRevokeShareLinks, onMoveBy, tab }: NodeTreeRowProps & { tab: number }) {
  const hasItems = abilities.canDelete || abilities.canRename || abilities.canRestore || abilities.canClone || abilities.canShare || abilities.canMove || abilities.methods.length > 0 || extraActions.length > 0;
  const i18n = useI18n();
  if (!hasItems) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} tabIndex={tab} aria-label={i18n._('Actions')} onClick={stop} />
      </MenuTrigger>
      <MenuPopover onClick={stop}>
        <MenuList>
          {extraActions.map((action) => (
            <MenuItem key={action.label} icon={action.icon} onClick={action.onSelect}>
              {action.label}
            </MenuItem>
          ))}
          {abilities.methods.map((method) => (
            // Without write on the method the user may see it but not call it (node-model §6).
            <MenuItem key={method.id} icon={<PlayRegular />} disabled={!hasFlag(method.ac, AccessFlag.write)} onClick={() => onCallMethod(node, method)}>
              {method.name}
            </MenuItem>
          ))}
          {abilities.canRestore ? (
            <MenuItem icon={<ArrowUndoRegular />} onClick={() => onRestore(node)}>
              {i18n._('Restore')}
            </MenuItem>
          ) : null}
          {abilities.canRename ? (
            <MenuItem icon={<RenameRegular />} onClick={() => onRename(node)}>
              {i18n._('Rename…')}
            </MenuItem>
          ) : null}
          {abilities.canMove ? (
            // A finger cannot drag the handle: these are the same move, one place at a time.
            <>
              <MenuItem icon={<ArrowUpRegular />} disabled={moving || place.first} onClick={() => onMoveBy(node.key, -1)}>
                {i18n._(MOVE_UP_TEXT)}
              </MenuItem>
              <MenuItem icon={<ArrowDownRegular />} disabled={moving || place.last} onClick={() => onMoveBy(node.key, 1)}>
                {i18n._(MOVE_DOWN_TEXT)}
              </MenuItem>
            </>
          ) : null}
          {abilities.canClone ? (
            <MenuItem icon={<CopyRegular />} onClick={() => onClone(node)}>
              {i18n._('Clone')}
            </MenuItem>
          ) : null}
          {abilities.canShare ? (
            <>
              <MenuItem icon={<ShareRegular />} onClick={() => onShareLink(node)}>
                {i18n._('Share link…')}
              </MenuItem>
              <MenuItem icon={<LinkDismissRegular />} onClick={() => onRevokeShareLinks(node)}>
                {i18n._('Revoke links')}
              </MenuItem>
            </>
          ) : null}
          {abilities.canDelete ? (
            <MenuItem icon={<DeleteRegular />} onClick={() => onDelete(node)}>
              {node.deleted === true ? i18n._('Delete permanently') : i18n._('Delete')}
            </MenuItem>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export type NodePlaceholderRowProps = {
  level: number;
  /** null while loading; the result or HTTP code of a failed browse otherwise. */
  errorCode: number | null;
};

/** The row under an open node whose children are loading, or whose browse failed ('Error {code}'). */
export function NodePlaceholderRow({ level, errorCode }: NodePlaceholderRowProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <div
      role="treeitem"
      aria-level={level}
      aria-busy={errorCode === null ? true : undefined}
      tabIndex={-1}
      className={mergeClasses(styles.row, errorCode !== null && styles.error)}
      style={{ paddingLeft: `${(level - 1) * INDENT_PX + 20}px` }}
    >
      {errorCode === null ? i18n._('Loading…') : i18n._('Error {code}', { code: errorCode })}
    </div>
  );
}
