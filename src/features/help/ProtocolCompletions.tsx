// The latest recorded completions of a protocol on this device, newest first.
import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { formatDate } from '../../domain/values/format-date';
import { useLocaleSettings } from '../../state/locale';
import { useI18n } from '../../i18n/use-i18n';
import { useProtocolCompletions } from './use-protocol-completions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBlockStart: tokens.spacingVerticalL },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

export function ProtocolCompletions({ activeBook }: { activeBook: string }) {
  const styles = useStyles();
  const locale = useLocaleSettings();
  const i18n = useI18n();
  const completions = useProtocolCompletions(activeBook);
  if (completions === undefined) return null;
  return (
    <section className={styles.root} aria-label={i18n._('Recorded completions')}>
      <Subtitle2 as="h3">{i18n._('Recorded completions')}</Subtitle2>
      {completions.length === 0 ? (
        <Caption1>{i18n._('Not completed on this device yet.')}</Caption1>
      ) : (
        <ul className={styles.list}>
          {completions.map((c) => (
            <li key={c.completedAt}>
              <Body1>
                {formatDate(c.completedAt, 'dateTime', locale)} · {c.userName}
              </Body1>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
