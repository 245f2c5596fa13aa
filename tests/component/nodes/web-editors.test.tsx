import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExpressionInfo } from '../../../src/domain/nodes/expression-info';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { AccessFlag } from '../../../src/domain/rights';
import { resetUi } from '../support/app-state';
import { editorProperty, renderPropertyEditor } from './editor-fixtures';

const prop = editorProperty;
const renderEditor = renderPropertyEditor;

const FLAGS = [
  { key: 1, value: 'Revisions' },
  { key: 2, value: 'Signatures' },
  { key: 4, value: 'Attachments' },
];

const INFO: ExpressionInfo = {
  operators: ['+', 'and', 'or'],
  methods: [{ name: 'avg', args: [{ name: 'values', type: 'array' }] }],
  vars: [
    { name: 'Absorbance', type: 'number', desc: 'AU' },
    { name: 'AbsorbanceHistory', type: 'array' },
    { name: 'LampHours', type: 'number' },
  ],
};

describe('web editor dispatch', () => {
  beforeEach(resetUi);

  it("says 'Unknown custom web editor!' for a web editor the console does not know", () => {
    renderEditor(prop({ name: 'Widget', webEditor: 'spinningGlobe' }));
    expect(screen.getByText('Unknown custom web editor!')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('enumFlags: one checkbox per bit; ticking one saves the combined value', async () => {
    const onSave = renderEditor(prop({ name: 'Features', value: 5, type: { kind: 'int' }, standardValues: FLAGS, webEditor: 'enumFlags' }));
    const group = screen.getByRole('group', { name: 'Features' });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false, true]);
    await act(async () => {
      fireEvent.click(within(group).getByRole('checkbox', { name: 'Signatures' }));
    });
    expect(onSave).toHaveBeenCalledWith(7, undefined);
    await act(async () => {
      fireEvent.click(within(group).getByRole('checkbox', { name: 'Revisions' }));
    });
    expect(onSave).toHaveBeenLastCalledWith(4, undefined);
  });

  it('enumFlags: read-only without the write right', () => {
    renderEditor(prop({ name: 'Features', value: 1, type: { kind: 'int' }, standardValues: FLAGS, webEditor: 'enumFlags', ac: AccessFlag.browse | AccessFlag.read }), true);
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('nullable checkbox: unchecking saves null', async () => {
    const onSave = renderEditor(prop({ name: 'Keep for', value: 10, type: { kind: 'int', min: 1, max: 100 }, webEditor: 'nullableCheckbox' }));
    const box = screen.getByRole('checkbox', { name: 'Keep for: has value' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await act(async () => {
      fireEvent.click(box);
    });
    expect(onSave).toHaveBeenCalledWith(null, undefined);
  });

  it("nullable checkbox: a null value reads 'OFF' and checking puts the last value in the input and focuses it", async () => {
    renderEditor(prop({ name: 'Keep for', value: null, type: { kind: 'int', min: 1, max: 100 }, webEditor: 'nullableCheckbox' }));
    const input = screen.getByRole('textbox', { name: 'Keep for' }) as HTMLInputElement;
    expect(input.value).toBe('OFF');
    const box = screen.getByRole('checkbox', { name: 'Keep for: has value' });
    act(() => box.focus());
    fireEvent.click(box);
    await waitFor(() => expect(input.value).toBe('1'), { timeout: 15_000 });
    await waitFor(() => expect(document.activeElement).toBe(input), { timeout: 15_000 });
    expect(input.disabled).toBe(false);
  });

  it('expression: suggests the variables and methods for the word at the caret and takes one with Enter', async () => {
    const onSave = renderEditor(prop({ name: 'Calculated channel', value: '', type: { kind: 'text', expression: INFO }, webEditor: 'expression' }));
    const input = screen.getByRole('combobox', { name: 'Calculated channel' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2 * Abs', selectionStart: 7 } });
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['Absorbance', 'AbsorbanceHistory']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('2 * AbsorbanceHistory');
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSave).toHaveBeenCalledWith('2 * AbsorbanceHistory', undefined);
  });

  it('memo: several lines saved when the field is left; Esc restores the saved text', async () => {
    const onSave = renderEditor(prop({ name: 'Notes', value: 'one', webEditor: 'memo' }));
    const area = screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'one\ntwo' } });
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(area.value).toBe('one');
    fireEvent.change(area, { target: { value: 'one\ntwo' } });
    await act(async () => {
      fireEvent.blur(area);
    });
    expect(onSave).toHaveBeenCalledWith('one\ntwo', undefined);
  });

  it("date only: the day in the user's date pattern, with the calendar, whose value travels as yyyy-mm-dd", async () => {
    const locale = { ...DEFAULT_LOCALE_SETTINGS, dateFormat: 'dd.mm.yyyy' };
    const onSave = renderEditor(prop({ name: 'Next review', value: '2027-01-15', type: { kind: 'date', nullable: true }, webEditor: 'dateOnly' }), false, locale);
    const input = screen.getByLabelText('Next review') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('15.01.2027');
    expect(screen.getByRole('button', { name: /Next review/ })).toBeTruthy();
    fireEvent.change(input, { target: { value: '01.03.2027' } });
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(onSave).toHaveBeenCalledWith('2027-03-01', undefined);
  });

  it('date only: a date-time value shows only its day', () => {
    renderEditor(prop({ name: 'Calibrated', value: '2027-01-15T10:30:00.000Z', type: { kind: 'dateTime' }, webEditor: 'dateOnly' }), true, { ...DEFAULT_LOCALE_SETTINGS, dateFormat: 'dd.mm.yyyy' });
    expect((screen.getByLabelText('Calibrated') as HTMLInputElement).value).toBe('15.01.2027');
  });

  it('hyperlink: opens web addresses in a new tab, never a javascript: text', () => {
    renderEditor(prop({ name: 'Manual', value: 'https://example.com/m', webEditor: 'hyperlink' }));
    const link = screen.getByRole('link', { name: 'Open Manual' }) as HTMLAnchorElement;
    expect(link.href).toBe('https://example.com/m');
    expect(link.target).toBe('_blank');
  });

  it('hyperlink: no link for a javascript: address', () => {
    renderEditor(prop({ name: 'Manual', value: 'javascript:alert(1)', webEditor: 'hyperlink' }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('copy to clipboard: the button puts the value on the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderEditor(prop({ name: 'Schema id', value: '6f1c2a9e-3b7d-4e25-9a41-0c8d5e7f2b13', ac: AccessFlag.browse | AccessFlag.read, webEditor: 'copyToClipboard' }), true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Schema id to clipboard' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('6f1c2a9e-3b7d-4e25-9a41-0c8d5e7f2b13');
  });

  it('dialog text: edited in a dialog; OK saves, Cancel keeps the stored text', async () => {
    const onSave = renderEditor(prop({ name: 'Report template', value: 'Line 1\nLine 2', webEditor: 'dialogText' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Report template' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report template' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Report template' }), { target: { value: 'Changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Gone from the DOM, not only hidden: a dialog still closing on a busy machine hid the next one as well.
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull(), { timeout: 15_000 });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Report template' }));
    dialog = await screen.findByRole('dialog', { name: 'Report template' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Report template' }), { target: { value: 'New template' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('New template', undefined), { timeout: 15_000 });
  });

  it('headers: one checkbox per column; the list saved keeps the columns in their order', async () => {
    const columns = [
      { key: 'name', value: 'Name' },
      { key: 'owner', value: 'Owner' },
      { key: 'team', value: 'Team' },
    ];
    const onSave = renderEditor(prop({ name: 'List columns', value: ['name', 'team'], type: { kind: 'stringArray' }, standardValues: columns, webEditor: 'headers' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Owner' }));
    });
    expect(onSave).toHaveBeenCalledWith(['name', 'owner', 'team'], undefined);
  });

  it('web app file: a read-only name until the upload dialog is wired', () => {
    renderEditor(prop({ name: 'Viewer app', value: 'viewer.html', webEditor: 'webAppFile' }));
    const input = screen.getByRole('textbox', { name: 'Viewer app' }) as HTMLInputElement;
    expect(input.value).toBe('viewer.html');
    expect(input.readOnly).toBe(true);
  });

  it('masks a password property', () => {
    renderEditor(prop({ name: 'Secret', value: 'hunter2', type: { kind: 'text', password: true } }));
    expect((screen.getByLabelText('Secret') as HTMLInputElement).type).toBe('password');
  });
});
