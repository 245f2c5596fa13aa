import { describe, expect, it } from 'vitest';
import { formatPropertyValue } from '../../../../src/domain/values/format-value';
import { parsePropertyInput } from '../../../../src/domain/values/parse-property-value';
import type { ValueProperty } from '../../../../src/domain/values/value-property';
import { DE, EN, TODAY } from './locales';

// A pressure stored in bar, edited and shown in psi.
const pressureLimit: ValueProperty = {
  name: 'Pressure limit',
  type: { kind: 'decimal', min: 1, max: 400, step: 0.1 },
  phyQ: { quantity: 'pressure', unit: 'bar', editorUnit: 'psi', displayUnit: 'psi' },
};
// The MALS cell temperature: stored in K, edited and shown in °C (an offset, not only a factor).
const cellTemperature: ValueProperty = {
  name: 'Cell temperature',
  type: { kind: 'decimal', min: 283.15, max: 333.15, step: 0.01 },
  phyQ: { quantity: 'temperature', unit: 'K', editorUnit: '°C', displayUnit: '°C' },
};

const parse = (text: string, property: ValueProperty, locale = EN) => parsePropertyInput(text, property, locale, TODAY);

describe('property values in their display and editor units', () => {
  it('shows a stored value in the display unit with the decimals of the step there', () => {
    expect(formatPropertyValue(40, pressureLimit, EN)).toBe('580 psi');
    expect(formatPropertyValue(298.15, cellTemperature, EN)).toBe('25.00 °C');
    expect(formatPropertyValue(298.15, cellTemperature, DE)).toBe('25,00 °C');
  });

  it('starts editing in the editor unit when it differs from the display unit', () => {
    const property: ValueProperty = { ...pressureLimit, phyQ: { quantity: 'pressure', unit: 'bar', editorUnit: 'kPa', displayUnit: 'psi' } };
    expect(formatPropertyValue(40, property, EN)).toBe('580 psi');
    expect(formatPropertyValue(40, property, EN, undefined, 'editor')).toBe('4,000 kPa');
  });

  it('stores a bare number typed in the editor unit in the stored unit, rounded to its decimals', () => {
    expect(parse('580', pressureLimit)).toEqual({ ok: true, value: 40 });
    expect(parse('37.5', cellTemperature)).toEqual({ ok: true, value: 310.65 });
    expect(parse('98.6 °F', cellTemperature)).toEqual({ ok: true, value: 310.15 });
  });

  it('reads a unit typed after the number', () => {
    expect(parse('14.6 psi', pressureLimit)).toMatchObject({ value: 1 });
    expect(parse('2 bar', pressureLimit)).toEqual({ ok: true, value: 2 });
    expect(parse('2bar', pressureLimit)).toEqual({ ok: true, value: 2 });
    expect(parse('300 kPa', pressureLimit)).toEqual({ ok: true, value: 3 });
    expect(parse('310.15 K', cellTemperature)).toEqual({ ok: true, value: 310.15 });
  });

  it('checks min and max in the unit the user typed and names it', () => {
    expect(parse('10 psi', pressureLimit)).toEqual({ ok: false, error: 'Value must be between 15 psi and 5801 psi.', value: 1 });
    expect(parse('500 bar', pressureLimit)).toEqual({ ok: false, error: 'Value must be between 1 bar and 400 bar.', value: 400 });
    expect(parse('5', cellTemperature)).toEqual({ ok: false, error: 'Value must be between 10 °C and 60 °C.', value: 283.15 });
    expect(parse('140 °F', cellTemperature)).toMatchObject({ ok: true });
    expect(parse('141 °F', cellTemperature)).toEqual({ ok: false, error: 'Value must be between 50 °F and 140 °F.', value: 333.15 });
    expect(parse('5801,6', pressureLimit, DE)).toEqual({ ok: false, error: 'Value must be between 15 psi and 5801 psi.', value: 400 });
  });

  it('checks decimals in the unit the user typed', () => {
    expect(parse('580.5 psi', pressureLimit)).toEqual({ ok: false, error: 'Value must be a whole number.', value: 40.1 });
    expect(parse('2.25 bar', pressureLimit)).toEqual({ ok: false, error: 'Value can have at most 1 decimal places.', value: 2.3 });
  });

  it('refuses an unknown unit and a unit of another measure', () => {
    expect(parse('14.5 psix', pressureLimit)).toEqual({ ok: false, error: 'Unsupported unit psix' });
    expect(parse('3 kg', pressureLimit)).toEqual({ ok: false, error: 'Cannot convert incompatible measures of mass and pressure' });
  });

  it("refuses two units in one value: 'Invalid multi unit conversion'", () => {
    expect(parse('1 bar 2 psi', pressureLimit)).toEqual({ ok: false, error: 'Invalid multi unit conversion' });
    expect(parse('20 bar psi', pressureLimit)).toEqual({ ok: false, error: 'Invalid multi unit conversion' });
  });

  it('converts every item of an array and both ends of a range', () => {
    const wavelengths: ValueProperty = { name: 'W', type: { kind: 'doubleArray', step: 1 }, phyQ: { quantity: 'length', unit: 'nm', displayUnit: 'µm', editorUnit: 'µm' } };
    expect(formatPropertyValue([254, 280], wavelengths, EN)).toBe('0.254;0.280 µm');
    expect(parse('0.254; 300 nm', wavelengths)).toEqual({ ok: true, value: [254, 300] });
    const band: ValueProperty = { name: 'B', type: { kind: 'range', step: 0.1 }, phyQ: { quantity: 'pressure', unit: 'bar', displayUnit: 'kPa', editorUnit: 'kPa' } };
    expect(formatPropertyValue({ from: 1, to: 2.5 }, band, EN)).toBe('100;250 kPa');
    expect(parse('100;2 bar', band)).toEqual({ ok: true, value: { from: 1, to: 2 } });
  });

  it('leaves units the library does not know as they were: shown as written, no conversion, no unit reading', () => {
    const share: ValueProperty = { name: 'S', type: { kind: 'decimal', step: 0.1 }, phyQ: { quantity: 'fraction', unit: '%', displayUnit: 'psi' } };
    expect(formatPropertyValue(12.5, share, EN)).toBe('12.5 %');
    expect(parse('12.5 %', share)).toEqual({ ok: true, value: 12.5 });
    expect(parse('12 abc', share)).toEqual({ ok: false, error: 'Invalid value!' });
  });

  it('falls back to the stored unit for an editor or display unit of another measure', () => {
    const odd: ValueProperty = { ...pressureLimit, phyQ: { quantity: 'pressure', unit: 'bar', editorUnit: 'kg', displayUnit: 'nope' } };
    expect(formatPropertyValue(40, odd, EN)).toBe('40.0 bar');
    expect(parse('41', odd)).toEqual({ ok: true, value: 41 });
  });
});
