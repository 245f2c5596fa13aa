// The analysis sample screen (console.md §1 "analysis samples", §7 analysisaddsample): the samples of an
// analysis — an experiment — in the order they were added, and a field to add the next sample's id.
import { Button, Field, Input, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { formatDate } from '../../../domain/values/format-date';
import { useLocaleSettings } from '../../../state/locale';
import { FormErrors } from '../../../ui/FormErrors';
import { SubmitForm } from '../../../ui/SubmitForm';
import { useAnalysisSamples } from './use-analysis-samples';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL, maxWidth: '720px' },
  add: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

export const NO_SAMPLES_TEXT = 'No samples yet.';

const COLUMNS = ['No', 'Sample', 'Added', 'By'] as const;

export type AnalysisSamplesProps = { record: RecordAnswer };

export function AnalysisSamples({ record }: AnalysisSamplesProps) {
  const styles = useStyles();
  const localeSettings = useLocaleSettings();
  const state = useAnalysisSamples(record);
  const samples = state.samples;
  const fieldError = state.errors.find((e) => e.field === 'sampleId')?.msg;
  return (
    <section className={styles.root} aria-label="Samples">
      <Subtitle2 as="h2">Samples</Subtitle2>
      {samples.length === 0 ? (
        <p>{NO_SAMPLES_TEXT}</p>
      ) : (
        <Table aria-label="Samples of this analysis" size="small">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHeaderCell key={c}>{c}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {samples.map((s, i) => (
              <TableRow key={s.sampleId}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{s.sampleId}</TableCell>
                <TableCell>{formatDate(s.addedAt, 'dateTime', localeSettings)}</TableCell>
                <TableCell>{s.addedBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {record.readonly ? null : (
        <SubmitForm className={styles.add} onSubmit={() => void state.add()}>
          <Field label="Sample id" validationMessage={fieldError}>
            <Input value={state.text} onChange={(_e, d) => state.setText(d.value)} placeholder="S-2026-0042" />
          </Field>
          <Button appearance="primary" type="submit" disabled={state.busy}>
            Add sample
          </Button>
        </SubmitForm>
      )}
      <FormErrors errors={state.errors.filter((e) => e.field !== 'sampleId')} />
    </section>
  );
}
