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

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, marginTop: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

export function DatePickerSamples() {
  const styles = useStyles();
  const locale = useLocaleSettings();
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [period, setPeriod] = useState<RangeChoice>(DEFAULT_RANGE_CHOICE);
  const shown = rangeText(resolveRangeChoice(period, new Date()), (iso) => formatDate(iso, 'date', locale));
  return (
    <>
      <div className={styles.row}>
        <DatePicker label="Birth date" mode="birthDate" value={birthDate} onChange={setBirthDate} locale={locale} />
        <DatePicker label="Month" type="month" value={month} onChange={setMonth} locale={locale} />
      </div>
      <div className={styles.row}>
        <DateRangePicker label="Period" value={period} onChange={setPeriod} locale={locale} />
      </div>
      <Text as="p" aria-live="polite">
        Chosen period: {shown}
      </Text>
    </>
  );
}
