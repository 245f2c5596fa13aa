// The period of the event log: a preset (default Past year) or explicit ends, kept in the URL as
// preset/from/to. Interim control until the shared date-range picker lands: the eight presets of
// node-model §9 in a dropdown.
import type { ReactNode } from 'react';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { EventLogSearch } from '../../domain/eventlog/eventlog-search';
import { withFilters } from '../../domain/eventlog/eventlog-search';

const PRESETS = [
  ['today', 'Today'],
  ['yesterday', 'Yesterday'],
  ['last7Days', 'Last 7 days'],
  ['last30Days', 'Last 30 days'],
  ['thisMonth', 'This month'],
  ['lastMonth', 'Last month'],
  ['thisYear', 'This year'],
  ['pastYear', 'Past year'],
] as const;

const wall = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function presetRange(id: string, now: Date): { from: string | null; to: string | null } {
  const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const span = (first: Date, last: Date) => ({ from: `${wall(first)}T00:00:00`, to: `${wall(last)}T23:59:59.999` });
  switch (id) {
    case 'today': return span(day(0), day(0));
    case 'yesterday': return span(day(-1), day(-1));
    case 'last7Days': return span(day(-6), day(0));
    case 'last30Days': return span(day(-29), day(0));
    case 'thisMonth': return span(new Date(now.getFullYear(), now.getMonth(), 1), new Date(now.getFullYear(), now.getMonth() + 1, 0));
    case 'lastMonth': return span(new Date(now.getFullYear(), now.getMonth() - 1, 1), new Date(now.getFullYear(), now.getMonth(), 0));
    case 'thisYear': return span(new Date(now.getFullYear(), 0, 1), new Date(now.getFullYear(), 11, 31));
    default: return span(day(-364), day(0));
  }
}

export type EventPeriod = { range: { from: string | null; to: string | null }; control: ReactNode };

export function useEventPeriod(search: EventLogSearch, onSearch: (next: EventLogSearch) => void): EventPeriod {
  const explicit = search.preset === undefined && (search.from !== undefined || search.to !== undefined);
  const preset = explicit ? null : (search.preset ?? 'pastYear');
  const range = preset ? presetRange(preset, new Date()) : { from: search.from ?? null, to: search.to ?? null };
  const label = PRESETS.find(([id]) => id === preset)?.[1] ?? 'Custom period';
  const control = (
    <Field label="Period">
      <Dropdown value={label} selectedOptions={preset ? [preset] : []} onOptionSelect={(_e, d) => d.optionValue && onSearch(withFilters(search, { preset: d.optionValue, from: undefined, to: undefined }))}>
        {PRESETS.map(([id, text]) => (
          <Option key={id} value={id}>
            {text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
  return { range, control };
}
