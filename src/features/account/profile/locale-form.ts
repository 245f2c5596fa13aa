// The locale card's form values and their way to and from the fields a user chose (OwnLocale): a
// separator option 'None' and an empty pattern or decimals field mean "not chosen", so the server's
// settings apply to it.
import type { OwnLocale } from '../../../domain/locale-rules';
import { SEPARATOR_OPTIONS } from '../../../domain/locale-settings';

export type LocaleForm = {
  /** Index into SEPARATOR_OPTIONS, as text (a select's value). */
  decimalSeparator: string;
  thousandSeparator: string;
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
  noOfDecimals: string;
};

const NONE = '0';

function optionKey(value: string | undefined): string {
  if (value === undefined) return NONE;
  const index = SEPARATOR_OPTIONS.findIndex((o) => o.value === value);
  return index < 0 ? NONE : String(index);
}

export function formOf(own: OwnLocale): LocaleForm {
  return {
    decimalSeparator: optionKey(own.decimalSeparator),
    thousandSeparator: optionKey(own.thousandSeparator),
    dateFormat: own.dateFormat ?? '',
    timeFormat: own.timeFormat ?? '',
    dateTimeFormat: own.dateTimeFormat ?? '',
    noOfDecimals: own.noOfDecimals === undefined ? '' : String(own.noOfDecimals),
  };
}

/** The chosen fields; decimals that are not a whole number are passed on as NaN for the rule to refuse. */
export function ownOf(form: LocaleForm): OwnLocale {
  const own: OwnLocale = {};
  const separator = (key: string) => SEPARATOR_OPTIONS[Number(key)]?.value ?? null;
  const decimal = separator(form.decimalSeparator);
  const thousand = separator(form.thousandSeparator);
  if (decimal !== null) own.decimalSeparator = decimal;
  if (thousand !== null) own.thousandSeparator = thousand;
  for (const field of ['dateFormat', 'timeFormat', 'dateTimeFormat'] as const) if (form[field].trim() !== '') own[field] = form[field].trim();
  if (form.noOfDecimals.trim() !== '') own.noOfDecimals = /^\d+$/.test(form.noOfDecimals.trim()) ? Number(form.noOfDecimals) : Number.NaN;
  return own;
}
