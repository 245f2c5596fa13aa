// Locale formats of console.md §3/§9; sent to the server as the X-Locale header.

export type LocaleSettings = {
  decimalSeparator: string;
  thousandSeparator: string;
  defaultCurrency: string;
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
  noOfDecimals: number;
};

export const DEFAULT_LOCALE_SETTINGS: Readonly<LocaleSettings> = Object.freeze({
  decimalSeparator: '.',
  thousandSeparator: ',',
  defaultCurrency: '€',
  dateFormat: 'yyyy-mm-dd',
  timeFormat: 'hh:nn:ss',
  dateTimeFormat: 'yyyy-mm-ddThh:nn:ss',
  noOfDecimals: 2,
});

/** Separator choices offered by the locale editor: none, '.', ',', empty and space. */
export const SEPARATOR_OPTIONS: readonly { label: string; value: string | null }[] = [
  { label: /*i18n*/ 'None', value: null },
  { label: '.', value: '.' },
  { label: ',', value: ',' },
  { label: /*i18n*/ 'Empty', value: '' },
  { label: /*i18n*/ 'Space', value: ' ' },
];

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'sl', name: 'Slovenščina' },
];
export const SUPPORTED_LANGUAGE_CODES: readonly string[] = SUPPORTED_LANGUAGES.map((l) => l.code);

export function isSupportedLanguage(code: unknown): code is string {
  return typeof code === 'string' && SUPPORTED_LANGUAGE_CODES.includes(code);
}

/** Fills missing or malformed fields from the defaults, so a partial server answer never breaks formatting. */
export function withLocaleDefaults(partial: Partial<LocaleSettings> | null | undefined): LocaleSettings {
  const d = DEFAULT_LOCALE_SETTINGS;
  const p = partial ?? {};
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const decimals = typeof p.noOfDecimals === 'number' && Number.isInteger(p.noOfDecimals) && p.noOfDecimals >= 0 && p.noOfDecimals <= 15
    ? p.noOfDecimals
    : d.noOfDecimals;
  return {
    decimalSeparator: str(p.decimalSeparator, d.decimalSeparator),
    thousandSeparator: str(p.thousandSeparator, d.thousandSeparator),
    defaultCurrency: str(p.defaultCurrency, d.defaultCurrency),
    dateFormat: str(p.dateFormat, d.dateFormat),
    timeFormat: str(p.timeFormat, d.timeFormat),
    dateTimeFormat: str(p.dateTimeFormat, d.dateTimeFormat),
    noOfDecimals: decimals,
  };
}
