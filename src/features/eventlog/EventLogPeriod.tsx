// The period of the event log (node-model §5, §9): the shared date-range picker, its choice kept in the URL
// as preset or from/to; no choice in the URL is the default period, Past year.
import type { ReactNode } from 'react';
import type { RangeChoice } from '../../domain/dates/range-choice';
import { DEFAULT_RANGE_CHOICE, resolveRangeChoice } from '../../domain/dates/range-choice';
import type { DateRange } from '../../domain/dates/date-range';
import { withFilters } from '../../domain/eventlog/eventlog-search';
import type { EventLogSearch } from '../../domain/eventlog/eventlog-search';
import { useLocaleSettings } from '../../state/locale';
import { useI18n } from '../../i18n/use-i18n';
import { DateRangePicker } from '../../ui/DateRangePicker';

export const PERIOD_LABEL = /*i18n*/ 'Period';

export type EventPeriod = { range: DateRange; control: ReactNode };

function choiceOf(search: EventLogSearch): RangeChoice {
  if (search.preset !== undefined) return { preset: search.preset };
  if (search.from === undefined && search.to === undefined) return DEFAULT_RANGE_CHOICE;
  return { ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) };
}

export function useEventPeriod(search: EventLogSearch, onSearch: (next: EventLogSearch) => void): EventPeriod {
  const locale = useLocaleSettings();
  const i18n = useI18n();
  const choice = choiceOf(search);
  const control = (
    <DateRangePicker
      label={i18n._(PERIOD_LABEL)}
      value={choice}
      locale={locale}
      onChange={(next) => onSearch(withFilters(search, { preset: next.preset, from: next.from, to: next.to }))}
    />
  );
  return { range: resolveRangeChoice(choice, new Date()), control };
}
