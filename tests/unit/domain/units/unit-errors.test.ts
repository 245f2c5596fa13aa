import convert from 'convert-units';
import { describe, expect, it } from 'vitest';
import { convertUnit, converterFor, unitInfo } from '../../../../src/domain/units/convert-unit';
import { MEASURES } from '../../../../src/domain/units/measure-definitions';
import { UnitError } from '../../../../src/domain/units/unit-errors';
import { compileUnitTable } from '../../../../src/domain/units/unit-table';

function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing thrown');
}

describe('unit errors', () => {
  it('refuses an unknown source or target unit with convert-units\' words, without its list of 185 units', () => {
    const theirs = thrown(() => convert(1).from('psix').to('bar')).message;
    const ours = thrown(() => convertUnit(1, 'psix', 'bar'));
    expect(ours).toBeInstanceOf(UnitError);
    expect(ours.message).toBe('Unsupported unit psix');
    expect(theirs.startsWith(`${ours.message}, use one of:`)).toBe(true);
    expect(thrown(() => convertUnit(1, 'bar', 'barr')).message).toBe('Unsupported unit barr');
    expect(thrown(() => converterFor('bar', '')).message).toBe('Unsupported unit ');
    expect(thrown(() => unitInfo('Bar')).message).toBe('Unsupported unit Bar');
  });

  it('refuses an unknown unit even when both sides name it', () => {
    expect(thrown(() => convertUnit(1, 'AU', 'AU')).message).toBe('Unsupported unit AU');
  });

  it("refuses incompatible measures with 'Cannot convert' and convert-units' exact message", () => {
    const theirs = thrown(() => convert(1).from('l').to('kg')).message;
    const ours = thrown(() => convertUnit(1, 'l', 'kg'));
    expect(ours.message).toBe(theirs);
    expect(ours.message).toBe('Cannot convert incompatible measures of mass and volume');
    expect((ours as UnitError).code).toBe('incompatibleMeasures');
    expect(thrown(() => converterFor('C', 'bar')).message.startsWith('Cannot convert')).toBe(true);
  });

  it('refuses a measure of several systems with a missing anchor when the table is built', () => {
    const broken = { pressure: { ...MEASURES.pressure!, anchors: { metric: { unit: 'kPa', ratio: 0.000145 } } } };
    const error = thrown(() => compileUnitTable(broken));
    expect(error).toBeInstanceOf(UnitError);
    expect((error as UnitError).code).toBe('missingAnchors');
    expect(error.message).toBe('Cannot convert: missing anchors for the imperial system of pressure');
  });

  it('builds a one-system measure without anchors, as convert-units converts frequency', () => {
    const table = compileUnitTable({ frequency: { systems: { metric: { Hz: [1], kHz: [1000] } }, anchors: {} } });
    expect(table.get('kHz')?.to.get('Hz')).toEqual({ scale: 1000, offset: 0 });
  });
});
