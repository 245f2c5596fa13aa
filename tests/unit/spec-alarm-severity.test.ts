// node-model.md §3: the packed alarm count/severity (low 24 bits count, mask 16777215, high bits
// severity) and error item severities (info 0, warning 1, error 2; unknown becomes error).
import { describe, expect, it } from 'vitest';
import { ALARM_COUNT_MASK, packAlarmState, unpackAlarmState } from '../../src/domain/nodes/alarm-packing';
import { Severity, isErrorBody, normalizeSeverity } from '../../src/domain/error-item';

describe('packed alarm count and severity', () => {
  it('uses the mask 16777215 (24 bits)', () => {
    expect(ALARM_COUNT_MASK).toBe(16777215);
    expect(ALARM_COUNT_MASK).toBe(2 ** 24 - 1);
  });

  it('keeps the count in the low 24 bits and the severity in the bits above', () => {
    const packed = packAlarmState(7, Severity.warning);
    expect(packed & ALARM_COUNT_MASK).toBe(7);
    expect(packed >>> 24).toBe(Severity.warning);
    expect(packAlarmState(3, Severity.error)).toBe(2 * 16777216 + 3);
    expect(packAlarmState(5, Severity.info)).toBe(5);
  });

  it('round-trips every severity with counts up to the mask', () => {
    for (const severity of [Severity.info, Severity.warning, Severity.error]) {
      for (const count of [0, 1, 255, 65536, ALARM_COUNT_MASK]) {
        expect(unpackAlarmState(packAlarmState(count, severity))).toEqual({ count, severity });
      }
    }
  });

  it('clamps a count beyond the mask so it never spills into the severity', () => {
    expect(unpackAlarmState(packAlarmState(ALARM_COUNT_MASK + 10, Severity.warning))).toEqual({ count: ALARM_COUNT_MASK, severity: Severity.warning });
    expect(unpackAlarmState(packAlarmState(-4, Severity.info))).toEqual({ count: 0, severity: Severity.info });
  });

  it('reads an unknown packed severity as error', () => {
    expect(unpackAlarmState(3 * 16777216 + 9)).toEqual({ count: 9, severity: Severity.error });
  });

  it('reads a packed value made by a server (count | severity << 24)', () => {
    expect(unpackAlarmState(((1 << 24) | 42) >>> 0)).toEqual({ count: 42, severity: Severity.warning });
  });
});

describe('error item severities', () => {
  it('numbers info 0, warning 1, error 2', () => {
    expect(Severity).toEqual({ info: 0, warning: 1, error: 2 });
  });

  it('keeps known severities', () => {
    expect(normalizeSeverity(0)).toBe(0);
    expect(normalizeSeverity(1)).toBe(1);
    expect(normalizeSeverity(2)).toBe(2);
  });

  it('turns unknown severities into error', () => {
    for (const v of [3, -1, 1.5, '1', 'warning', null, undefined, {}]) expect(normalizeSeverity(v)).toBe(Severity.error);
  });

  it("recognises a server object with an 'error' list", () => {
    expect(isErrorBody({ error: [{ msg: 'x' }] })).toBe(true);
    expect(isErrorBody({ error: [] })).toBe(true);
    expect(isErrorBody({ error: 'x' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
    expect(isErrorBody('error')).toBe(false);
  });
});
