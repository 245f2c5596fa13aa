// The file-pattern editor (node-model §2.10, §3, §7): its 'Insert key' menu lists the keys the server's
// GetFileNamePatternKeys answers for the node, not a list of its own.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { FileNameKey } from '../../../src/domain/nodes/file-name-pattern';
import type { NodeProperty, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { PropertyEditor } from '../../../src/features/nodes/properties/PropertyEditor';
import { INSERT_KEY_TEXT } from '../../../src/features/nodes/properties/editors/FilePatternEditor';
import { resetUi } from '../support/app-state';
import { editorProperty } from './editor-fixtures';
import { renderWithFluent } from './tree-fixtures';

const WAIT = { timeout: 15_000 };
const PATTERN = editorProperty({ name: 'File name pattern', value: 'run_{Date}', type: { kind: 'text', maxLength: 200 }, webEditor: 'filePattern' });
// Keys the console has no list of: only the server's answer can put them in the menu.
const SERVER_KEYS: FileNameKey[] = [
  { id: 'Date', value: '2026-11-26' },
  { id: 'Batch', value: 'B-0042' },
];

function renderPattern(patternKeys: (() => Promise<FileNameKey[]>) | undefined, property: NodeProperty = PATTERN) {
  const onSave = vi.fn(async (_v: PropertyValue, _r?: string) => {});
  renderWithFluent(<PropertyEditor property={property} readOnly={false} locale={DEFAULT_LOCALE_SETTINGS} onSave={onSave} patternKeys={patternKeys} />);
  return onSave;
}

describe('file pattern editor', () => {
  beforeEach(resetUi);

  it("lists the server's keys with their values, shows the name they make and inserts a key at the caret", async () => {
    const read = vi.fn(async () => SERVER_KEYS);
    const onSave = renderPattern(read);
    expect(read).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: 'File name pattern' }) as HTMLInputElement;
    input.setSelectionRange(4, 4);
    fireEvent.select(input);
    fireEvent.click(screen.getByRole('button', { name: INSERT_KEY_TEXT }));
    const batch = await screen.findByRole('menuitem', { name: /\{Batch\}/ }, WAIT);
    expect(batch.textContent).toContain('B-0042');
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent?.replace(/\s+/g, ''))).toEqual(['{Date}2026-11-26', '{Batch}B-0042']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Example: run_2026-11-26')).toBeTruthy();
    await act(async () => {
      fireEvent.click(batch);
    });
    expect(onSave).toHaveBeenCalledWith('run_{Batch}{Date}', undefined);
  });

  it('says why when the keys cannot be read, and asks again on the next opening', async () => {
    const read = vi.fn<() => Promise<FileNameKey[]>>().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(SERVER_KEYS);
    renderPattern(read);
    fireEvent.click(screen.getByRole('button', { name: INSERT_KEY_TEXT }));
    expect(await screen.findByRole('menuitem', { name: 'The keys could not be read: Network Error' }, WAIT)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: INSERT_KEY_TEXT }));
    expect(await screen.findByRole('menuitem', { name: /\{Batch\}/ }, WAIT)).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('saves typed text on Enter, and offers no key menu where there is no node to ask', async () => {
    const onSave = renderPattern(undefined);
    expect(screen.queryByRole('button', { name: INSERT_KEY_TEXT })).toBeNull();
    const input = screen.getByRole('textbox', { name: 'File name pattern' });
    fireEvent.change(input, { target: { value: '{NodeName}.csv' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSave).toHaveBeenCalledWith('{NodeName}.csv', undefined);
  });

  it('saves typed text with Ctrl+S and keeps the key from the browser, which would save the page', async () => {
    const onSave = renderPattern(undefined);
    const input = screen.getByRole('textbox', { name: 'File name pattern' });
    fireEvent.change(input, { target: { value: '{NodeName}_{Date}' } });
    let prevented = false;
    await act(async () => {
      prevented = !fireEvent.keyDown(input, { key: 's', ctrlKey: true });
    });
    expect(prevented).toBe(true);
    expect(onSave).toHaveBeenCalledWith('{NodeName}_{Date}', undefined);
  });
});
