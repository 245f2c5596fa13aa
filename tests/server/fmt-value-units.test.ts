// FmtValue (the node's main value in the tree) is shown in the property's display unit, converted from the
// stored unit as the console's editors show it; units the library does not know are appended as written.
import { describe, expect, it } from 'vitest';
import { formatWithUnit } from '../../server/nodes/property-reader';

describe('formatWithUnit', () => {
  it('keeps the stored unit and the decimals of the step when no display unit is declared', () => {
    expect(formatWithUnit(12.345, { kind: 'decimal', step: 0.01 }, { quantity: 'pressure', unit: 'bar' })).toBe('12.35 bar');
    expect(formatWithUnit(0.1, { kind: 'decimal', step: 0.0001 }, { quantity: 'absorbance', unit: 'AU' })).toBe('0.1000 AU');
  });

  it('converts to the display unit instead of relabelling the stored number, with the decimals of the step there', () => {
    expect(formatWithUnit(298.15, { kind: 'decimal', step: 0.01 }, { quantity: 'temperature', unit: 'K', displayUnit: '°C' })).toBe('25.00 °C');
    expect(formatWithUnit(10, { kind: 'decimal', step: 0.01 }, { quantity: 'pressure', unit: 'bar', displayUnit: 'psi' })).toBe('145.0 psi');
  });
});
