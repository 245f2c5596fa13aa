// The set-flow validator of node-model.md §5: flow-set properties (single-letter lowercase ids, e.g. a
// pump's solvent channels a, b, c, d) hold percentages that must sum to 100. Shared by the server,
// which applies it on update, and the client, which previews the adjusted values before sending.
import { messageText } from '../messages/message-text';

export const SET_FLOW_TOTAL = 100;
export const MSG_SET_FLOW_TOTAL = /*i18n*/ 'The values must sum to 100.';

export type SetFlowEntry = { id: string; value: number };

export type SetFlowResult =
  | { ok: true; entries: SetFlowEntry[]; /** ids whose value changed, the requested ones included */ changed: string[] }
  | { ok: false; error: string };

export function isSetFlowId(id: string): boolean {
  return /^[a-z]$/.test(id);
}

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

function clampPercent(value: number): number {
  return Math.min(SET_FLOW_TOTAL, Math.max(0, value));
}

/** True when every value lies in 0–100 and the total is 100 (within the rounding of `decimals`). */
export function isValidSetFlow(entries: readonly SetFlowEntry[], decimals = 3): boolean {
  const total = entries.reduce((sum, e) => sum + e.value, 0);
  return entries.every((e) => e.value >= 0 && e.value <= SET_FLOW_TOTAL) && Math.abs(total - SET_FLOW_TOTAL) < 10 ** -decimals / 2;
}

/**
 * Applies requested values: each is clamped to 0–100, then the entries not requested are adjusted,
 * starting from the last, until the total is 100. Fails when the unrequested entries cannot absorb
 * the difference (e.g. every entry was requested and they do not sum to 100).
 */
export function applySetFlow(current: readonly SetFlowEntry[], requested: readonly SetFlowEntry[], decimals = 3): SetFlowResult {
  const values = new Map(current.map((e) => [e.id, e.value]));
  const fixed = new Set<string>();
  for (const r of requested) {
    if (!values.has(r.id)) return { ok: false, error: messageText(/*i18n*/ "Unknown flow-set entry ''{id}''.", { id: r.id }) };
    if (!Number.isFinite(r.value)) return { ok: false, error: messageText(/*i18n*/ "Invalid value for ''{id}''.", { id: r.id }) };
    values.set(r.id, roundTo(clampPercent(r.value), decimals));
    fixed.add(r.id);
  }
  const ids = current.map((e) => e.id);
  let diff = roundTo(SET_FLOW_TOTAL - ids.reduce((sum, id) => sum + (values.get(id) ?? 0), 0), decimals);
  for (let i = ids.length - 1; i >= 0 && diff !== 0; i--) {
    const id = ids[i] as string;
    if (fixed.has(id)) continue;
    const before = values.get(id) ?? 0;
    const after = roundTo(clampPercent(before + diff), decimals);
    values.set(id, after);
    diff = roundTo(diff - (after - before), decimals);
  }
  if (diff !== 0) return { ok: false, error: MSG_SET_FLOW_TOTAL };
  const entries = ids.map((id) => ({ id, value: values.get(id) ?? 0 }));
  const changed = entries.filter((e, i) => fixed.has(e.id) || e.value !== current[i]?.value).map((e) => e.id);
  return { ok: true, entries, changed };
}

/**
 * The values one edit of a flow-set property sends: the edited entry clamped and the others adjusted as the
 * server will adjust them, so the panel shows a total of 100 at once (offline too) and the server, given
 * every changed entry, applies exactly that. Null when the property is not part of a flow set.
 */
export function setFlowEdit(
  properties: readonly { id: string; value: unknown }[],
  id: string,
  value: unknown,
  decimals = 3,
): { id: string; value: number }[] | null {
  const entries = properties.filter((p) => isSetFlowId(p.id) && typeof p.value === 'number').map((p) => ({ id: p.id, value: p.value as number }));
  if (!isSetFlowId(id) || typeof value !== 'number' || entries.length < 2 || !entries.some((e) => e.id === id)) return null;
  const result = applySetFlow(entries, [{ id, value }], decimals);
  if (!result.ok) return null;
  return result.entries.filter((e) => result.changed.includes(e.id));
}
