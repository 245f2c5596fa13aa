// 'Add a chart': choose one live instrument value of the controllers the user may browse; it becomes
// a chart widget at the bottom of the dashboard.
import { useState } from 'react';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { chartWidgetId } from '../../domain/dashboard/dashboard-layout';
import type { ChartWidget } from '../../domain/dashboard/dashboard-layout';
import { useControllerHosts } from '../controller/use-controller-hosts';
import { useI18n } from '../../i18n/use-i18n';
import { useChartChoices } from './use-chart-choices';

export const ADD_CHART_TEXT = /*i18n*/ 'Add a chart';
export const NO_CHART_VALUES_TEXT = /*i18n*/ 'No instrument values to chart yet.';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  select: { minWidth: '280px' },
});

export type AddChartFormProps = {
  onAdd: (chart: ChartWidget) => void;
  /** The arrangement is read-only here (another tab arranges it). */
  disabled?: boolean;
};

export function AddChartForm({ onAdd, disabled = false }: AddChartFormProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const hosts = useControllerHosts(open);
  const choices = useChartChoices(hosts, open);
  if (!open) {
    return (
      <Button icon={<AddRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        {i18n._('Add a chart…')}
      </Button>
    );
  }
  const choice = choices.find((c) => chartWidgetId(c) === chosen) ?? choices[0];
  return (
    <div className={styles.row}>
      <Field label={i18n._('Instrument value')} hint={choices.length === 0 ? i18n._(NO_CHART_VALUES_TEXT) : undefined}>
        <Select className={styles.select} value={choice ? chartWidgetId(choice) : ''} onChange={(_, data) => setChosen(data.value)} disabled={choices.length === 0}>
          {choices.map((c) => (
            <option key={chartWidgetId(c)} value={chartWidgetId(c)}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        appearance="primary"
        disabled={!choice || disabled}
        onClick={() => {
          if (!choice) return;
          onAdd(choice);
          setOpen(false);
        }}
      >
        {i18n._(ADD_CHART_TEXT)}
      </Button>
      <Button onClick={() => setOpen(false)}>{i18n._('Cancel')}</Button>
    </div>
  );
}
