import { describe, expect, it } from 'vitest';
import type { PhysicalQuantity, PropertyType, PropertyValue } from '../../../../src/domain/nodes/node-protocol';
import { headerOfProperty } from '../../../../src/domain/table/table-columns';
import { unitColumnPlans } from '../../../../src/domain/table/unit-columns';
import type { UnitColumnRow } from '../../../../src/domain/table/unit-columns';
import { ACCESS_READ_WRITE } from '../../../../src/domain/rights';

const KELVIN_SHOWN_C: PhysicalQuantity = { quantity: 'temperature', unit: 'K', displayUnit: '°C' };
const DECIMAL: PropertyType = { kind: 'decimal', step: 0.01 };

function row(id: string, value: PropertyValue, phyQ: PhysicalQuantity | undefined = KELVIN_SHOWN_C, type: PropertyType = DECIMAL): UnitColumnRow {
  return { id, cell: (column) => (column === 'T' ? { type, phyQ, value } : undefined) };
}

const header = (phyQ: PhysicalQuantity | undefined = KELVIN_SHOWN_C, visible = true) => ({
  ...headerOfProperty({ id: 'T', name: 'Temperature', ac: ACCESS_READ_WRITE, type: DECIMAL, value: null, ...(phyQ ? { phyQ } : {}) }, true),
  visible,
});

describe('unitColumnPlans', () => {
  it('plans one column from the stored to the display unit, empty cells as null', () => {
    expect(unitColumnPlans([header()], [row('a', 298.15), row('b', null), row('c', 303.15)])).toEqual([
      { column: 'T', from: 'K', to: '°C', rowIds: ['a', 'b', 'c'], values: [298.15, null, 303.15] },
    ]);
  });

  it('plans nothing where the display unit is the stored one, the unit is unknown or the column is hidden', () => {
    expect(unitColumnPlans([header({ quantity: 'temperature', unit: 'K' })], [row('a', 1, { quantity: 'temperature', unit: 'K' })])).toEqual([]);
    expect(unitColumnPlans([header({ quantity: 'absorbance', unit: 'AU', displayUnit: 'mAU' })], [row('a', 1, { quantity: 'absorbance', unit: 'AU', displayUnit: 'mAU' })])).toEqual([]);
    expect(unitColumnPlans([header(KELVIN_SHOWN_C, false)], [row('a', 298.15)])).toEqual([]);
  });

  it('leaves out rows whose property declares other units, and rows without the property', () => {
    const other = row('b', 5, { quantity: 'temperature', unit: 'K', displayUnit: '°F' });
    const none: UnitColumnRow = { id: 'c', cell: () => undefined };
    expect(unitColumnPlans([header()], [row('a', 298.15), other, none])[0]?.rowIds).toEqual(['a']);
  });
});
