// The analysis sample screen (console.md §1 "analysis samples", §7 analysisaddsample): the samples of an
// analysis — an experiment — in the order they were added, and a field to add the next sample's id.
import { Button, Field, Input, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { formatDate } from '../../../domain/values/format-date';
import { useLocaleSettings } from '../../../state/locale';
import { FormErrors } from '../../../ui/FormErrors';
import { SubmitForm } from '../../../ui/SubmitForm';
import { useAnalysisSamples } from './use-analysis-samples';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL, maxWidth: '720px' },
  add: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

export const NO_SAMPLES_TEXT = /*i18n*/ 'No samples yet.';

// 'No' is the sample's position, not the answer: an id of its own.
const COLUMNS: readonly MessageDescriptor[] = [/*i18n*/ { id: 'samples.number', message: 'No' }, /*i18n*/ { id: 'Sample' }, /*i18n*/ { id: 'Added' }, /*i18n*/ { id: 'By' }];

export type AnalysisSamplesProps = { record: RecordAnswer };

export function AnalysisSamples({ record }: AnalysisSamplesProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const state = useAnalysisSamples(record);
  const samples = state.samples;
  const fieldMsg = state.errors.find((e) => e.field === 'sampleId')?.msg;
  const fieldError = fieldMsg === undefined ? undefined : translateMessage(fieldMsg);
  return (
    <section className={styles.root} aria-label={i18n._('Samples')}>
      <Subtitle2 as="h2">{i18n._('Samples')}</Subtitle2>
      {samples.length === 0 ? (
        <p>{i18n._(NO_SAMPLES_TEXT)}</p>
      ) : (
        <Table aria-label={i18n._('Samples of this analysis')} size="small">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHeaderCell key={c.id}>{i18n._(c)}</TableHeaderCell>
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
          <Field label={i18n._('Sample id')} validationMessage={fieldError}>
            <Input value={state.text} onChange={(_e, d) => state.setText(d.value)} placeholder="S-2026-0042" />
          </Field>
          <Button appearance="primary" type="submit" disabled={state.busy}>
            {i18n._('Add sample')}
          </Button>
        </SubmitForm>
      )}
      <FormErrors errors={state.errors.filter((e) => e.field !== 'sampleId')} />
    </section>
  );
}
