// A row's 'Actions' menu (node-model §2.2): 'Create copy of row', 'Edit details', 'Delete row', each
// listed only with its right (§5).
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { RowRights } from '../../../domain/table/table-rights';

export const CLONE_ROW_TEXT = 'Create copy of row';
export const EDIT_ROW_TEXT = 'Edit details';
export const DELETE_ROW_TEXT = 'Delete row';

export type RowAction = 'clone' | 'edit' | 'delete';

export type RowActionsMenuProps = { rowLabel: string; rights: RowRights; onAction: (action: RowAction) => void };

export function RowActionsMenu({ rowLabel, rights, onAction }: RowActionsMenuProps) {
  if (!rights.clone && !rights.edit && !rights.delete) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size="small" icon={<MoreHorizontalRegular />} aria-label={`Actions, ${rowLabel}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {rights.clone ? (
            <MenuItem icon={<CopyRegular />} onClick={() => onAction('clone')}>
              {CLONE_ROW_TEXT}
            </MenuItem>
          ) : null}
          {rights.edit ? (
            <MenuItem icon={<EditRegular />} onClick={() => onAction('edit')}>
              {EDIT_ROW_TEXT}
            </MenuItem>
          ) : null}
          {rights.delete ? (
            <MenuItem icon={<DeleteRegular />} onClick={() => onAction('delete')}>
              {DELETE_ROW_TEXT}
            </MenuItem>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
