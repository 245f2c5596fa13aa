// The names of the period presets of node-model §9, apart from their date arithmetic: the event log's
// route validates its search with them in the entry chunk, which then carries no calendar code.

export type PresetId = 'today' | 'yesterday' | 'last7Days' | 'last30Days' | 'thisMonth' | 'lastMonth' | 'thisYear' | 'pastYear';

export const DATE_PRESETS: readonly { id: PresetId; label: string }[] = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last7Days', label: 'Last 7 days' },
  { id: 'last30Days', label: 'Last 30 days' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'lastMonth', label: 'Last month' },
  { id: 'thisYear', label: 'This year' },
  { id: 'pastYear', label: 'Past year' },
];

export function isPresetId(value: unknown): value is PresetId {
  return DATE_PRESETS.some((p) => p.id === value);
}

export function presetLabel(id: PresetId): string {
  return DATE_PRESETS.find((p) => p.id === id)?.label ?? id;
}
