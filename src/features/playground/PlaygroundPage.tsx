// A gallery of the shared shell components, to try them by hand and show them to designers.
import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { showMessage, showOverlayFor, showSnackbar } from '../../state/ui';
import type { MessageKind, SnackbarDuration } from '../../state/ui';
import { EmptyState } from '../../ui/EmptyState';
import { UnlicensedBadge } from '../../ui/UnlicensedBadge';
import { RoutePage } from '../shell/RoutePage';
import { DatePickerSamples } from './DatePickerSamples';
import { useBreadcrumbs } from '../shell/use-page-title';

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXL },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

const CRUMBS = ['Playground'];
const DIALOGS: { kind: MessageKind; label: string; text: string }[] = [
  { kind: 'error', label: 'Error dialog', text: 'Something went wrong.' },
  { kind: 'info', label: 'Information dialog', text: 'Operation "Ping" completed' },
  { kind: 'warning', label: 'Warning dialog', text: 'Another request is in progress. Please try again later.' },
  { kind: 'confirm', label: 'Confirmation dialog', text: 'You are about to: Ping Are you sure?' },
];
const SNACKBARS: { duration: SnackbarDuration; label: string }[] = [
  { duration: 'quick', label: 'Quick snackbar' },
  { duration: 'default', label: 'Default snackbar' },
  { duration: 'long', label: 'Long snackbar' },
];
const OVERLAY_MS = 2000;

async function openDialog(kind: MessageKind, text: string): Promise<void> {
  const answer = await showMessage(kind, text);
  if (kind === 'confirm') showSnackbar(answer ? 'You answered yes.' : 'You answered no.', { duration: 'quick', intent: 'info' });
}


export function PlaygroundPage() {
  const styles = useStyles();
  useBreadcrumbs(CRUMBS);
  return (
    <RoutePage>
      <section className={styles.section}>
        <Subtitle2 as="h2">Message dialogs</Subtitle2>
        <div className={styles.row}>
          {DIALOGS.map((d) => (
            <Button key={d.kind} onClick={() => void openDialog(d.kind, d.text)}>
              {d.label}
            </Button>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">Snackbars</Subtitle2>
        <div className={styles.row}>
          {SNACKBARS.map((s) => (
            <Button key={s.duration} onClick={() => showSnackbar(`A ${s.duration} snackbar.`, { duration: s.duration })}>
              {s.label}
            </Button>
          ))}
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">Overlay</Subtitle2>
        <div className={styles.row}>
          <Button onClick={() => showOverlayFor('Working…', OVERLAY_MS)}>Show overlay for 2 seconds</Button>
        </div>
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">Date pickers</Subtitle2>
        <DatePickerSamples />
      </section>
      <section className={styles.section}>
        <Subtitle2 as="h2">Empty state and licence marker</Subtitle2>
        <EmptyState icon={SparkleRegular} text="A screen with nothing to show yet says what will appear here." />
        <UnlicensedBadge />
      </section>
    </RoutePage>
  );
}
