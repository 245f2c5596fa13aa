// A row's 'Actions' menu (node-model §2.2): 'Create copy of row', 'Edit details', 'Delete row', each
// listed only with its right (§5), and 'Move up' / 'Move down' where the table reorders by dragging
// (a finger cannot drag the handle). The menu itself mounts at the row's first use: a Fluent Menu in
// every row made each scroll step of a 10,000-row table a task of 60–110 ms (bench row 9).
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, CopyRegular, DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { RowRights } from '../../../domain/table/table-rights';
import { useI18n } from '../../../i18n/use-i18n';

export const CLONE_ROW_TEXT = /*i18n*/ 'Create copy of row';
export const EDIT_ROW_TEXT = /*i18n*/ 'Edit details';
export const DELETE_ROW_TEXT = /*i18n*/ 'Delete row';

export const MOVE_ROW_UP_TEXT = /*i18n*/ 'Move up';
export const MOVE_ROW_DOWN_TEXT = /*i18n*/ 'Move down';

export type RowAction = 'clone' | 'edit' | 'delete' | 'moveUp' | 'moveDown';

/** Whether the row can go one place up or down; absent where the table does not reorder. */
export type RowMoves = { up: boolean; down: boolean };

export type RowActionsMenuProps = { rowLabel: string; rights: RowRights; moves?: RowMoves; onAction: (action: RowAction) => void };

export function RowActionsMenu({ rowLabel, rights, moves, onAction }: RowActionsMenuProps) {
  const i18n = useI18n();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  if (!rights.clone && !rights.edit && !rights.delete && !moves) return null;
  // The same button before and after the menu has mounted.
  const button = { appearance: 'subtle', size: 'small', icon: <MoreHorizontalRegular />, 'aria-label': i18n._('Actions, {row}', { row: rowLabel }) } as const;
  // Until its first use a plain button stands in. Its press mounts the menu open, with the focus on the menu's own
  // button (autoFocus: the pressed one is gone), so the menu takes the focus to its first item and gives it
  // back to that button when it closes.
  if (!used) {
    const openMenu = () => {
      setUsed(true);
      setOpen(true);
    };
    // Arrow-down opens it too, as it opens a menu button (Fluent's MenuTrigger).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      openMenu();
    };
    return <Button {...button} aria-haspopup="menu" onClick={openMenu} onKeyDown={onKeyDown} />;
  }
  return (
    <Menu open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <MenuTrigger disableButtonEnhancement>
        <Button {...button} autoFocus />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {rights.clone ? (
            <MenuItem icon={<CopyRegular />} onClick={() => onAction('clone')}>
              {i18n._(CLONE_ROW_TEXT)}
            </MenuItem>
          ) : null}
          {rights.edit ? (
            <MenuItem icon={<EditRegular />} onClick={() => onAction('edit')}>
              {i18n._(EDIT_ROW_TEXT)}
            </MenuItem>
          ) : null}
          {moves ? (
            <>
              <MenuItem icon={<ArrowUpRegular />} disabled={!moves.up} onClick={() => onAction('moveUp')}>
                {i18n._(MOVE_ROW_UP_TEXT)}
              </MenuItem>
              <MenuItem icon={<ArrowDownRegular />} disabled={!moves.down} onClick={() => onAction('moveDown')}>
                {i18n._(MOVE_ROW_DOWN_TEXT)}
              </MenuItem>
            </>
          ) : null}
          {rights.delete ? (
            <MenuItem icon={<DeleteRegular />} onClick={() => onAction('delete')}>
              {i18n._(DELETE_ROW_TEXT)}
            </MenuItem>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
