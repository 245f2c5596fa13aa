// An alarm count and its highest severity packed in one number (node-model.md §3):
// the low 24 bits hold the count, the bits above hold the severity.
import { normalizeSeverity, type Severity } from '../error-item';

export const ALARM_COUNT_MASK = 16777215;
const SEVERITY_SHIFT = 2 ** 24;

export function packAlarmState(count: number, severity: Severity): number {
  const clamped = Math.max(0, Math.min(ALARM_COUNT_MASK, Math.trunc(count)));
  return severity * SEVERITY_SHIFT + clamped;
}

export function unpackAlarmState(packed: number): { count: number; severity: Severity } {
  const count = packed % SEVERITY_SHIFT;
  return { count, severity: normalizeSeverity(Math.floor(packed / SEVERITY_SHIFT)) };
}
