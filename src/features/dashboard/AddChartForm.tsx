// 'Add a chart': choose one live instrument value of the controllers the user may browse; it becomes
// a chart widget at the bottom of the dashboard.
import { useState } from 'react';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { chartWidgetId } from '../../domain/dashboard/dashboard-layout';
import type { ChartWidget } from '../../domain/dashboard/dashboard-layout';
import { useControllerHosts } from '../controller/use-controller-hosts';
import { useChartChoices } from './use-chart-choices';

export const ADD_CHART_TEXT = 'Add a chart';
export const NO_CHART_VALUES_TEXT = 'No instrument values to chart yet.';

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
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const hosts = useControllerHosts(open);
  const choices = useChartChoices(hosts, open);
  if (!open) {
    return (
      <Button icon={<AddRegular />} disabled={disabled} onClick={() => setOpen(true)}>
        {`${ADD_CHART_TEXT}…`}
      </Button>
    );
  }
  const choice = choices.find((c) => chartWidgetId(c) === chosen) ?? choices[0];
  return (
    <div className={styles.row}>
      <Field label="Instrument value" hint={choices.length === 0 ? NO_CHART_VALUES_TEXT : undefined}>
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
        {ADD_CHART_TEXT}
      </Button>
      <Button onClick={() => setOpen(false)}>Cancel</Button>
    </div>
  );
}
