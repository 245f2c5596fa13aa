// The names a calendar shows, in a language (a BCP 47 code such as 'de'), from the runtime's own locale
// data (Intl), so no language needs its own list. Dates are read in UTC: the names never depend on the
// device's time zone.

export type CalendarNames = {
  /** Monday first; the column headers show the first two letters ('Mo'). */
  weekdays: readonly string[];
  /** January first, as a month stands alone ('February 2024', the month picker). */
  months: readonly string[];
  /** January first, as a month reads within a date (languages with a genitive form differ from `months`). */
  monthsOfDay: readonly string[];
  /** The month and year as a title, 'February 2024'. */
  monthYear: (year: number, month: number) => string;
};

const cache = new Map<string, CalendarNames>();

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function buildNames(locale: string): CalendarNames {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
  return {
    // 1 January 2024 is a Monday.
    weekdays: Array.from({ length: 7 }, (_, i) => weekday.format(utc(2024, 1, 1 + i))),
    months: twelve.map((m) => month.format(utc(2024, m, 1))),
    monthsOfDay: twelve.map((m) => dayMonth.formatToParts(utc(2024, m, 1)).find((p) => p.type === 'month')?.value ?? month.format(utc(2024, m, 1))),
    monthYear: (year, m) => monthYear.format(utc(year, m, 1)),
  };
}

export function calendarNames(locale: string): CalendarNames {
  let names = cache.get(locale);
  if (!names) {
    names = buildNames(locale);
    cache.set(locale, names);
  }
  return names;
}
