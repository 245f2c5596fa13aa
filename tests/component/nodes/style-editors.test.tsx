import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE, AccessFlag, VisibilityLevel } from '../../../src/domain/rights';
import { PropertyPanelView } from '../../../src/features/nodes/properties/PropertyPanelView';
import { resetUi } from '../support/app-state';
import { editorProperty, renderPropertyEditor } from './editor-fixtures';
import { renderWithFluent } from './tree-fixtures';

const prop = editorProperty;
const renderEditor = renderPropertyEditor;

async function choose(name: string | RegExp, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const PERMISSIONS = 'Create=None;Read=None;Write=None;Delete=None;AssignRights=None';

describe('permission editor', () => {
  beforeEach(resetUi);

  it('shows one level per action', () => {
    renderEditor(prop({ name: 'Permissions', value: 'Create=Member;Read=Global;Write=Owner;Delete=None;AssignRights=None', webEditor: 'permission' }));
    const group = screen.getByRole('group', { name: 'Permissions' });
    expect(within(group).getAllByRole('combobox').map((c) => c.textContent)).toEqual(['Member', 'Global', 'Owner', 'None', 'None']);
  });

  it('makes Read Owner when Create is set above None while Read is None', async () => {
    const onSave = renderEditor(prop({ name: 'Permissions', value: PERMISSIONS, webEditor: 'permission' }));
    await act(async () => choose('Create', 'Member'));
    expect(onSave).toHaveBeenCalledWith('Create=Member;Read=Owner;Write=None;Delete=None;AssignRights=None', undefined);
  });

  it('leaves Read alone when it is already above None', async () => {
    const onSave = renderEditor(prop({ name: 'Permissions', value: 'Create=None;Read=Global;Write=None;Delete=None;AssignRights=None', webEditor: 'permission' }));
    await act(async () => choose('Create', 'Owner'));
    expect(onSave).toHaveBeenCalledWith('Create=Owner;Read=Global;Write=None;Delete=None;AssignRights=None', undefined);
  });

  it('is read-only without the write right on the schema', () => {
    renderEditor(prop({ name: 'Permissions', value: PERMISSIONS, webEditor: 'permission', ac: AccessFlag.browse | AccessFlag.read }), true);
    for (const box of within(screen.getByRole('group', { name: 'Permissions' })).getAllByRole('combobox')) expect(box.hasAttribute('disabled') || box.getAttribute('aria-disabled') === 'true').toBe(true);
  });
});

describe('line style editor', () => {
  beforeEach(resetUi);

  it("reads 'color;dash;width' into a colour, a dash and a width", () => {
    renderEditor(prop({ name: 'Trace style', value: '#0078d4;Dash;3', webEditor: 'lineStyle' }));
    expect(screen.getByRole('button', { name: 'Line colour #0078d4' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Dash' }).textContent).toBe('Dash');
    expect((screen.getByRole('spinbutton', { name: 'Width' }) as HTMLInputElement).value).toBe('3');
  });

  it('shows a broken style with the defaults: #000000 and a width clamped to 1–5', () => {
    renderEditor(prop({ name: 'Trace style', value: 'blue;Solid;9', webEditor: 'lineStyle' }));
    expect(screen.getByRole('button', { name: 'Line colour #000000' })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Width' }) as HTMLInputElement).value).toBe('5');
  });

  it('None forces width 0 and disables the width', async () => {
    const onSave = renderEditor(prop({ name: 'Trace style', value: '#0078d4;Solid;2', webEditor: 'lineStyle' }));
    await act(async () => choose('Dash', 'None'));
    expect(onSave).toHaveBeenCalledWith('#0078d4;None;0', undefined);
  });

  it('keeps a typed width within 1–5', async () => {
    const onSave = renderEditor(prop({ name: 'Trace style', value: '#0078d4;Solid;2', webEditor: 'lineStyle' }));
    const width = screen.getByRole('spinbutton', { name: 'Width' });
    fireEvent.change(width, { target: { value: '8' } });
    await act(async () => {
      fireEvent.blur(width);
    });
    expect(onSave).toHaveBeenCalledWith('#0078d4;Solid;5', undefined);
  });
});

describe('colour editor', () => {
  beforeEach(resetUi);

  it('limits the hex text to 7 characters, 9 where the type holds alpha', () => {
    renderEditor(prop({ name: 'Colour', value: '#d13438', type: { kind: 'text', maxLength: 7 }, webEditor: 'colour' }));
    expect((screen.getByRole('textbox', { name: 'Colour' }) as HTMLInputElement).maxLength).toBe(7);
    resetUi();
  });

  it('allows 9 hex characters with alpha and refuses text that is not a colour', async () => {
    const onSave = renderEditor(prop({ name: 'Colour', value: '#d13438', type: { kind: 'text', maxLength: 9 }, webEditor: 'colour' }));
    const input = screen.getByRole('textbox', { name: 'Colour' }) as HTMLInputElement;
    expect(input.maxLength).toBe(9);
    fireEvent.change(input, { target: { value: 'red' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid colour!');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '#00FF7F80' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSave).toHaveBeenCalledWith('#00ff7f80', undefined);
  });

  it('clamps red, green and blue to 0–255, alpha to 0–1 and hue to 0–360 in the dialog, and OK saves', async () => {
    const onSave = renderEditor(prop({ name: 'Colour', value: '#000000', type: { kind: 'text', maxLength: 9 }, webEditor: 'colour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colour' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    fireEvent.change(field('Red'), { target: { value: '300' } });
    fireEvent.blur(field('Red'));
    await waitFor(() => expect(field('Red').value).toBe('255'), { timeout: 15_000 });
    expect(within(dialog).getByText('Value must be between 0 and 255.')).toBeTruthy();
    fireEvent.change(field('Alpha'), { target: { value: '1.5' } });
    fireEvent.blur(field('Alpha'));
    await waitFor(() => expect(field('Alpha').value).toBe('1.00'), { timeout: 15_000 });
    fireEvent.change(field('Alpha'), { target: { value: '0.5' } });
    fireEvent.blur(field('Alpha'));
    fireEvent.change(field('Hue'), { target: { value: '400' } });
    fireEvent.blur(field('Hue'));
    await waitFor(() => expect(field('Hue').value).toBe('360'), { timeout: 15_000 });
    expect(field('Hex').value).toBe('#ff000080');
    expect(field('Hex').maxLength).toBe(9);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    });
    expect(onSave).toHaveBeenCalledWith('#ff000080', undefined);
  });

  it('picks a swatch', async () => {
    const onSave = renderEditor(prop({ name: 'Colour', value: '#000000', type: { kind: 'text', maxLength: 7 }, webEditor: 'colour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colour' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '#107c10' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    });
    expect(onSave).toHaveBeenCalledWith('#107c10', undefined);
  });
});

describe('set-flow adjustment in the property panel', () => {
  beforeEach(resetUi);

  it('sends the edited solvent clamped and the others adjusted from the last, so they sum to 100', async () => {
    const channel = (id: string, value: number): NodeProperty => ({ id, name: `Solvent ${id.toUpperCase()}`, value, ac: ACCESS_READ_WRITE, type: { kind: 'decimal', min: 0, max: 100, step: 0.001 } });
    const onSave = vi.fn(async () => {});
    renderWithFluent(
      <PropertyPanelView
        properties={[channel('a', 70), channel('b', 20), channel('c', 10), channel('d', 0)]}
        status="ready"
        onRefresh={() => {}}
        onSave={onSave}
        browseLevel={VisibilityLevel.standard}
        locale={DEFAULT_LOCALE_SETTINGS}
      />,
    );
    const a = screen.getByRole('textbox', { name: 'Solvent A' });
    fireEvent.change(a, { target: { value: '95' } });
    await act(async () => {
      fireEvent.keyDown(a, { key: 'Enter' });
    });
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), 95, undefined, [
      { id: 'a', value: 95 },
      { id: 'b', value: 5 },
      { id: 'c', value: 0 },
    ]);
  });
});
