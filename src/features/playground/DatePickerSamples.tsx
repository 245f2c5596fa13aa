// The date pickers in the playground, to try the date rules of node-model §5 by hand in the user's locale.
import { useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { rangeText } from '../../domain/dates/date-range';
import type { RangeChoice } from '../../domain/dates/range-choice';
import { DEFAULT_RANGE_CHOICE, resolveRangeChoice } from '../../domain/dates/range-choice';
import { formatDate } from '../../domain/values/format-date';
import { useLocaleSettings } from '../../state/locale';
import { DatePicker } from '../../ui/DatePicker';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { useI18n } from '../../i18n/use-i18n';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, marginTop: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

export function DatePickerSamples() {
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [period, setPeriod] = useState<RangeChoice>(DEFAULT_RANGE_CHOICE);
  const shown = rangeText(resolveRangeChoice(period, new Date()), (iso) => formatDate(iso, 'date', locale));
  return (
    <>
      <div className={styles.row}>
        <DatePicker label={i18n._('Birth date')} mode="birthDate" value={birthDate} onChange={setBirthDate} locale={locale} />
        <DatePicker label={i18n._('Month')} type="month" value={month} onChange={setMonth} locale={locale} />
      </div>
      <div className={styles.row}>
        <DateRangePicker label={i18n._('Period')} value={period} onChange={setPeriod} locale={locale} />
      </div>
      <Text as="p" aria-live="polite">
        {i18n._('Chosen period: {period}', { period: shown })}
      </Text>
    </>
  );
}
