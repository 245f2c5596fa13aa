import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { RECORD_FIELDS } from '../../../src/domain/records/record-fields';
import { ConflictDialog } from '../../../src/features/records/record/ConflictDialog';
import { TagEditor } from '../../../src/features/records/record/TagEditor';

function wrap(node: ReactNode) {
  return render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);
}

describe('conflict dialog', () => {
  it('shows the server’s and the user’s value side by side and offers Keep mine and Take theirs', () => {
    const onKeepMine = vi.fn();
    const onTakeTheirs = vi.fn();
    wrap(
      <ConflictDialog
        message="The record was changed by someone else (revision 2). Reload it and try again."
        theirRevision={2}
        rows={[{ name: 'description', label: 'Description', base: 'start', mine: 'mine', theirs: 'theirs', clash: true }]}
        fields={RECORD_FIELDS.customer}
        busy={false}
        onKeepMine={onKeepMine}
        onTakeTheirs={onTakeTheirs}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Conflict' });
    expect(within(dialog).getByRole('columnheader', { name: 'Server (revision 2)' })).toBeTruthy();
    const row = within(dialog).getByRole('row', { name: /Description/ });
    expect(within(row).getByRole('cell', { name: 'theirs' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'mine' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(onKeepMine).toHaveBeenCalledOnce();
    expect(onTakeTheirs).toHaveBeenCalledOnce();
  });
});

describe('tag editor', () => {
  const tags = [{ name: 'region', value: 'EU', color: '#00aa00' }];

  it('shows tags read-only as labelled tags', () => {
    wrap(<TagEditor tags={tags} readOnly onChange={vi.fn()} />);
    expect(within(screen.getByRole('toolbar', { name: 'Tags' })).getByText('region: EU')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
  });

  it('adds, edits and removes tags in edit mode', () => {
    const onChange = vi.fn();
    wrap(<TagEditor tags={tags} readOnly={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(onChange).toHaveBeenLastCalledWith([...tags, { name: '', value: '', color: '#808080' }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Tag 1 value' }), { target: { value: 'US' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...tags[0], value: 'US' }]);
    fireEvent.change(screen.getByLabelText('Tag 1 colour'), { target: { value: '#ff0000' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...tags[0], color: '#ff0000' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag 1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
