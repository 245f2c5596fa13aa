// The names of the period presets of node-model §9, apart from their date arithmetic: the event log's
// route validates its search with them in the entry chunk, which then carries no calendar code.

export type PresetId = 'today' | 'yesterday' | 'last7Days' | 'last30Days' | 'thisMonth' | 'lastMonth' | 'thisYear' | 'pastYear';

export const DATE_PRESETS: readonly { id: PresetId; label: string }[] = [
  { id: 'today', label: /*i18n*/ 'Today' },
  { id: 'yesterday', label: /*i18n*/ 'Yesterday' },
  { id: 'last7Days', label: /*i18n*/ 'Last 7 days' },
  { id: 'last30Days', label: /*i18n*/ 'Last 30 days' },
  { id: 'thisMonth', label: /*i18n*/ 'This month' },
  { id: 'lastMonth', label: /*i18n*/ 'Last month' },
  { id: 'thisYear', label: /*i18n*/ 'This year' },
  { id: 'pastYear', label: /*i18n*/ 'Past year' },
];

export function isPresetId(value: unknown): value is PresetId {
  return DATE_PRESETS.some((p) => p.id === value);
}

export function presetLabel(id: PresetId): string {
  return DATE_PRESETS.find((p) => p.id === id)?.label ?? id;
}
