import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { NodeProperty, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { PropertyFlag } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE, AccessFlag } from '../../../src/domain/rights';
import { PropertyEditor } from '../../../src/features/nodes/properties/PropertyEditor';
import { resetUi } from '../support/app-state';
import { renderWithFluent } from './tree-fixtures';

function prop(extra: Partial<NodeProperty>): NodeProperty {
  return { id: 'FlowRate', name: 'Flow rate', value: 1, ac: ACCESS_READ_WRITE, type: { kind: 'decimal', min: 0, max: 10, step: 0.01 }, ...extra };
}

function renderEditor(property: NodeProperty, onSave = vi.fn(async (_v: PropertyValue, _r?: string) => {}), readOnly = false) {
  renderWithFluent(<PropertyEditor property={property} readOnly={readOnly} locale={DEFAULT_LOCALE_SETTINGS} onSave={onSave} />);
  return onSave;
}

/** Types 3 into the focused Flow rate field and presses Enter; the save waits until `accept` or `refuse` is called. */
async function saveThreeAndHold() {
  let accept!: () => void;
  let refuse!: (error: Error) => void;
  renderEditor(
    prop({}),
    vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          accept = resolve;
          refuse = reject;
        }),
    ),
  );
  const input = screen.getByRole('textbox', { name: 'Flow rate' }) as HTMLInputElement;
  act(() => input.focus());
  fireEvent.change(input, { target: { value: '3' } });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter' });
  });
  return { input, accept: () => accept(), refuse: (error: Error) => refuse(error) };
}

/** A Flow rate editor whose saves succeed and come back as the property's new value, as the mirror's do. */
function SavedFlowRate() {
  const [value, setValue] = useState<PropertyValue>(1);
  return <PropertyEditor property={prop({ value })} readOnly={false} locale={DEFAULT_LOCALE_SETTINGS} onSave={async (next) => setValue(next)} />;
}

describe('property editor', () => {
  beforeEach(resetUi);

  it('saves a parsed number on Enter', async () => {
    const onSave = renderEditor(prop({}));
    const input = screen.getByRole('textbox', { name: 'Flow rate' });
    fireEvent.change(input, { target: { value: '2.5' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSave).toHaveBeenCalledWith(2.5, undefined);
  });

  it('shows the clamping error under the field and does not save', async () => {
    const onSave = renderEditor(prop({}));
    const input = screen.getByRole('textbox', { name: 'Flow rate' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '50' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/10/);
    expect(input.value).toBe('10.00');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reverts the typed value on Esc', () => {
    const onSave = renderEditor(prop({}));
    const input = screen.getByRole('textbox', { name: 'Flow rate' }) as HTMLInputElement;
    expect(input.value).toBe('1.00');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('1.00');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows '{name} = {value} → {error}' when the save fails and reverts on blur", async () => {
    renderEditor(prop({}), vi.fn(async () => Promise.reject(new Error('Access denied.'))));
    const input = screen.getByRole('textbox', { name: 'Flow rate' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '3' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(screen.getByRole('alert').textContent).toBe('Flow rate = 3 → Access denied.');
    fireEvent.blur(input);
    expect(input.value).toBe('1.00');
  });

  it('is read-only while the save is pending and editable again once it settles', async () => {
    const { input, accept } = await saveThreeAndHold();
    await waitFor(() => expect(input.readOnly).toBe(true), { timeout: 15_000 });
    await act(async () => accept());
    await waitFor(() => expect(input.readOnly).toBe(false), { timeout: 15_000 });
  });

  it('is editable again after a refused save, so the user can correct the text', async () => {
    const { input, refuse } = await saveThreeAndHold();
    await waitFor(() => expect(input.readOnly).toBe(true), { timeout: 15_000 });
    await act(async () => refuse(new Error('Access denied.')));
    await waitFor(() => expect(input.readOnly).toBe(false), { timeout: 15_000 });
  });

  it('selects all the text after a successful save with Enter', async () => {
    renderWithFluent(<SavedFlowRate />);
    const input = screen.getByRole('textbox', { name: 'Flow rate' }) as HTMLInputElement;
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '3' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await waitFor(
      () => {
        expect(input.value).toBe('3.00');
        expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
      },
      { timeout: 15_000 },
    );
    expect(document.activeElement).toBe(input);
  });

  it('leaves focus where the user went when the Enter save succeeds after they left the field', async () => {
    const { input, accept } = await saveThreeAndHold();
    render(<button type="button">Elsewhere</button>);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    // A browser's select() takes focus back into the field; jsdom's does not, so the call itself is watched.
    const select = vi.spyOn(input, 'select');
    await act(async () => accept());
    await waitFor(() => expect(input.readOnly).toBe(false), { timeout: 15_000 });
    expect(select).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('reverts at once, keeping the message, when the save fails after the user has left the field', async () => {
    const { input, refuse } = await saveThreeAndHold();
    act(() => input.blur());
    expect(input.value).toBe('3');
    await act(async () => refuse(new Error('Access denied.')));
    expect(screen.getByRole('alert').textContent).toBe('Flow rate = 3 → Access denied.');
    expect(input.value).toBe('1.00');
  });

  it('keeps the typed text for correction when the save fails while the user is still in the field', async () => {
    const { input, refuse } = await saveThreeAndHold();
    await act(async () => refuse(new Error('Access denied.')));
    expect(screen.getByRole('alert').textContent).toBe('Flow rate = 3 → Access denied.');
    expect(input.value).toBe('3');
    expect(document.activeElement).toBe(input);
  });

  it('asks for a reason before saving a critical property; a blank reason is refused', async () => {
    const onSave = renderEditor(prop({ id: 'LaserPower', name: 'Laser power', value: 5, flags: PropertyFlag.critical }));
    const input = screen.getByRole('textbox', { name: 'Laser power' });
    fireEvent.change(input, { target: { value: '6' } });
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reason' });
    expect(dialog.textContent).toContain('Please enter reason for changing this property.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Reason is required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'Calibration' } });
    await act(async () => {
      fireEvent.keyDown(reason, { key: 'Enter' });
    });
    expect(onSave).toHaveBeenCalledWith(6, 'Calibration');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('restores the old value when the reason dialog is cancelled', async () => {
    const onSave = renderEditor(prop({ id: 'LaserPower', name: 'Laser power', value: 5, flags: PropertyFlag.critical }));
    const input = screen.getByRole('textbox', { name: 'Laser power' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '6' } });
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reason' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    });
    expect(onSave).not.toHaveBeenCalled();
    expect(input.value).toBe('5.00');
  });

  it('opens the reason dialog when a critical checkbox is toggled', async () => {
    const onSave = renderEditor(prop({ id: 'LaserOn', name: 'Laser on', value: false, type: { kind: 'bool' }, flags: PropertyFlag.critical }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Laser on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Start run' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    });
    expect(onSave).toHaveBeenCalledWith(true, 'Start run');
  });

  it('puts a critical checkbox back and saves nothing when the reason dialog is cancelled', async () => {
    const onSave = renderEditor(prop({ id: 'LaserOn', name: 'Laser on', value: false, type: { kind: 'bool' }, flags: PropertyFlag.critical }));
    const box = screen.getByRole('checkbox', { name: 'Laser on' }) as HTMLInputElement;
    fireEvent.click(box);
    const dialog = await screen.findByRole('dialog', { name: 'Reason' });
    expect(box.checked).toBe(true);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    await waitFor(() => expect(box.checked).toBe(false), { timeout: 15_000 });
    expect(box.disabled).toBe(false);
    expect(screen.getByText('No')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows booleans as Yes/No when read-only', () => {
    renderEditor(prop({ id: 'Ready', name: 'Ready', value: true, type: { kind: 'bool' }, ac: AccessFlag.browse | AccessFlag.read }), undefined, true);
    expect((screen.getByRole('textbox', { name: 'Ready' }) as HTMLInputElement).value).toBe('Yes');
  });

  it("shows null of a nullable field as 'OFF' with its checkbox cleared", () => {
    renderEditor(prop({ id: 'Limit', name: 'Limit', value: null, type: { kind: 'int', nullable: true } }));
    expect((screen.getByRole('checkbox', { name: 'Limit: has value' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Limit' }) as HTMLInputElement).value).toBe('OFF');
  });

  it("displays a read-only null as '(undefined)'", () => {
    renderEditor(prop({ id: 'Limit', name: 'Limit', value: null, type: { kind: 'int', nullable: true } }), undefined, true);
    expect((screen.getByRole('textbox', { name: 'Limit' }) as HTMLInputElement).value).toBe('(undefined)');
  });
});
