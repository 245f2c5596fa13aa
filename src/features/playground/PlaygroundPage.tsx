// A gallery of the shared shell components, to try them by hand and show them to designers.
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { I18n } from '@lingui/core';
import { SparkleRegular } from '@fluentui/react-icons';
import { showMessage, showOverlayFor, showSnackbar } from '../../state/ui';
import type { MessageKind, SnackbarDuration } from '../../state/ui';
import { EmptyState } from '../../ui/EmptyState';
import { UnlicensedBadge } from '../../ui/UnlicensedBadge';
import { RoutePage } from '../shell/RoutePage';
import { DatePickerSamples } from './DatePickerSamples';
import { useBreadcrumbs } from '../shell/use-page-title';
import { formatNumber } from '../../domain/values/format-number';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXL },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

// English ids marked for extraction; the page shows them through i18n._.
const DIALOGS: { kind: MessageKind; label: string; text: string }[] = [
  { kind: 'error', label: /*i18n*/ 'Error dialog', text: /*i18n*/ 'Something went wrong.' },
  { kind: 'info', label: /*i18n*/ 'Information dialog', text: /*i18n*/ 'Operation "Ping" completed' },
  { kind: 'warning', label: /*i18n*/ 'Warning dialog', text: /*i18n*/ 'Another request is in progress. Please try again later.' },
  { kind: 'confirm', label: /*i18n*/ 'Confirmation dialog', text: /*i18n*/ 'You are about to: Ping Are you sure?' },
];
const SNACKBARS: { duration: SnackbarDuration; label: string; text: string }[] = [
  { duration: 'quick', label: /*i18n*/ 'Quick snackbar', text: /*i18n*/ 'A quick snackbar.' },
  { duration: 'default', label: /*i18n*/ 'Default snackbar', text: /*i18n*/ 'A default snackbar.' },
  { duration: 'long', label: /*i18n*/ 'Long snackbar', text: /*i18n*/ 'A long snackbar.' },
];
const OVERLAY_MS = 2000;

async function openDialog(i18n: I18n, kind: MessageKind, text: string): Promise<void> {
  const answer = await showMessage(kind, i18n._(text));
  if (kind === 'confirm') showSnackbar(answer ? i18n._('You answered yes.') : i18n._('You answered no.'), { duration: 'quick', intent: 'info' });
}


export function PlaygroundPage() {
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  useBreadcrumbs([i18n._('Playground')]);
  return (
    <RoutePage>
      <section className={styles.section}>
        <Subtitle2 as="h2">{i18n._('Message dialogs')}</Subtitle2>
        <div className={styles.row}>
          {DIALOGS.map((d) => (
            <Button key={d.kind} onClick={() => void openDialog(i18n, d.kind, d.text)}>
              {i18n._(d.label)}
            </Button>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">{i18n._('Snackbars')}</Subtitle2>
        <div className={styles.row}>
          {SNACKBARS.map((s) => (
            <Button key={s.duration} onClick={() => showSnackbar(i18n._(s.text), { duration: s.duration })}>
              {i18n._(s.label)}
            </Button>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">{i18n._('Overlay')}</Subtitle2>
        <div className={styles.row}>
          <Button onClick={() => showOverlayFor(i18n._('Working…'), OVERLAY_MS)}>
            {i18n._('{count, plural, one {Show overlay for {n} second} other {Show overlay for {n} seconds}}', { count: OVERLAY_MS / 1000, n: formatNumber(OVERLAY_MS / 1000, 0, locale) })}
          </Button>
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">{i18n._('Date pickers')}</Subtitle2>
        <DatePickerSamples />
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">{i18n._('Empty state and licence marker')}</Subtitle2>
        <EmptyState icon={SparkleRegular} text={i18n._('A screen with nothing to show yet says what will appear here.')} />
        <UnlicensedBadge />
      </section>
    </RoutePage>
  );
}
