import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { NodeProperty, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE } from '../../../src/domain/rights';
import { PropertyEditor } from '../../../src/features/nodes/properties/PropertyEditor';
import { resetUi } from '../support/app-state';
import { renderWithFluent } from './tree-fixtures';

function quantityProperty(id: string, name: string, value: number, type: NodeProperty['type'], phyQ: NodeProperty['phyQ']): NodeProperty {
  return { id, name, value, ac: ACCESS_READ_WRITE, type, phyQ };
}

// A pressure stored in bar, edited and shown in psi (the simulator's pump limit is shown in bar, edited in psi).
const pressureLimit = quantityProperty('PressureLimit', 'Pressure limit', 40, { kind: 'decimal', min: 1, max: 400, step: 0.1 }, { quantity: 'pressure', unit: 'bar', editorUnit: 'psi', displayUnit: 'psi' });
// As the simulator's MALS detector declares it: stored in K, edited and shown in °C.
const cellTemperature = quantityProperty('CellTemperature', 'Cell temperature', 298.15, { kind: 'decimal', min: 283.15, max: 333.15, step: 0.01 }, {
  quantity: 'temperature',
  unit: 'K',
  editorUnit: '°C',
  displayUnit: '°C',
});

function renderEditor(property: NodeProperty, readOnly = false) {
  const onSave = vi.fn(async (_v: PropertyValue, _r?: string) => {});
  renderWithFluent(<PropertyEditor property={property} readOnly={readOnly} locale={DEFAULT_LOCALE_SETTINGS} onSave={onSave} />);
  return { onSave, input: screen.getByRole('textbox', { name: property.name }) as HTMLInputElement };
}

async function typeAndEnter(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter' });
  });
}

/** The message under the field after typing `text` and Enter. */
async function messageAfter(input: HTMLInputElement, text: string): Promise<string | null> {
  await typeAndEnter(input, text);
  return screen.getByRole('alert').textContent;
}

describe('property editor with units', () => {
  beforeEach(resetUi);

  it('shows the stored value converted to the display unit', () => {
    expect(renderEditor(pressureLimit).input.value).toBe('580 psi');
  });

  it('shows a read-only value in the display unit, with the offset of °C', () => {
    expect(renderEditor(cellTemperature, true).input.value).toBe('25.00 °C');
  });

  it('switches to the editor unit while the field has focus, and back on blur', () => {
    const { input } = renderEditor({ ...pressureLimit, phyQ: { quantity: 'pressure', unit: 'bar', editorUnit: 'kPa', displayUnit: 'psi' } });
    expect(input.value).toBe('580 psi');
    fireEvent.focus(input);
    expect(input.value).toBe('4,000 kPa');
    fireEvent.blur(input);
    expect(input.value).toBe('580 psi');
  });

  it('selects the editor-unit text on focus, so typing replaces it instead of appending', () => {
    const { input } = renderEditor(pressureLimit);
    expect(input.value).toBe('580 psi');
    input.focus();
    expect(input.value).toBe('580 psi');
    fireEvent.blur(input);
    const { input: other } = renderEditor({ ...pressureLimit, id: 'Other', name: 'Other limit', phyQ: { quantity: 'pressure', unit: 'bar', editorUnit: 'psi', displayUnit: 'bar' } });
    other.focus();
    expect(other.value).toBe('580 psi');
    expect([other.selectionStart, other.selectionEnd]).toEqual([0, '580 psi'.length]);
  });

  it('stores a bare number typed in the editor unit as the base value', async () => {
    const { onSave } = renderEditor(pressureLimit);
    await typeAndEnter(screen.getByRole('textbox', { name: 'Pressure limit' }), '600');
    expect(onSave).toHaveBeenCalledWith(41.4, undefined);
  });

  it('stores a temperature typed in °C or °F in kelvin', async () => {
    const { onSave, input } = renderEditor(cellTemperature);
    await typeAndEnter(input, '37');
    expect(onSave).toHaveBeenLastCalledWith(310.15, undefined);
    await typeAndEnter(input, '104 °F');
    expect(onSave).toHaveBeenLastCalledWith(313.15, undefined);
  });

  it('reads a unit typed after the number', async () => {
    const { onSave, input } = renderEditor(pressureLimit);
    await typeAndEnter(input, '3 bar');
    expect(onSave).toHaveBeenCalledWith(3, undefined);
  });

  it('checks min and max in the unit the user typed, shows the limit value and does not save', async () => {
    const { onSave, input } = renderEditor(pressureLimit);
    expect(await messageAfter(input, '10 psi')).toBe('Value must be between 15 psi and 5801 psi.');
    expect(input.value).toBe('15 psi');
    expect(await messageAfter(input, '401 bar')).toBe('Value must be between 1 bar and 400 bar.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown unit', '14.5 psix', 'Unsupported unit psix'],
    ['a unit of another measure', '14.5 kg', 'Cannot convert incompatible measures of mass and pressure'],
    ['two units', '1 bar 2 psi', 'Invalid multi unit conversion'],
  ])('refuses %s and keeps the text as typed', async (_what, text, message) => {
    const { onSave, input } = renderEditor(pressureLimit);
    expect(await messageAfter(input, text)).toBe(message);
    expect(input.value).toBe(text);
    expect(onSave).not.toHaveBeenCalled();
  });
});
