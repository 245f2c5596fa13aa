// The error panel of node-model.md §2.11: each message with its severity icon (info 0, warning 1,
// error 2, anything else as error), for alarms also the time and the entity; dismissible. Messages
// bound to a field show beside that field, so the panel only says how many there are.
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, ErrorCircleFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import type { LocaleSettings } from '../../../domain/locale-settings';
import { Severity } from '../../../domain/error-item';
import type { ErrorItem } from '../../../domain/error-item';
import { SEVERITY_LABEL, attachedMessagesText, panelContent } from '../../../domain/messages/error-panel';
import { formatDate } from '../../../domain/values/format-date';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

export type ErrorPanelProps = {
  messages: readonly ErrorItem[];
  /** Accessible name of the panel. @default 'Messages' */
  title?: string;
  /** Time and entity columns (alarms). @default false */
  alarmColumns?: boolean;
  locale: LocaleSettings;
  /** Shows a Dismiss button; the parent clears the messages. */
  onDismiss?: () => void;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  icon: { width: '32px' },
  info: { color: tokens.colorPaletteBlueForeground2 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  attached: { color: tokens.colorNeutralForeground2 },
});

export function ErrorPanel({ messages, title: givenTitle, alarmColumns = false, locale, onDismiss }: ErrorPanelProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const title = givenTitle ?? i18n._('Messages');
  const { shown, attached } = panelContent(messages);
  if (shown.length === 0 && attached === 0) return null;
  const iconClass = { [Severity.info]: styles.info, [Severity.warning]: styles.warning, [Severity.error]: styles.error };
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.head}>
        <Text weight="semibold">{title}</Text>
        {onDismiss ? <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={i18n._('Dismiss {title}', { title })} onClick={onDismiss} /> : null}
      </div>
      {shown.length > 0 ? (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.icon}>{i18n._('Severity')}</TableHeaderCell>
              {alarmColumns ? <TableHeaderCell>{i18n._('Since')}</TableHeaderCell> : null}
              {alarmColumns ? <TableHeaderCell>{i18n._('Entity')}</TableHeaderCell> : null}
              <TableHeaderCell>{i18n._('Message')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((m, i) => (
              <TableRow key={i}>
                <TableCell className={styles.icon}>
                  <SeverityIcon severity={m.severity} className={iconClass[m.severity]} />
                </TableCell>
                {alarmColumns ? <TableCell>{m.t ? formatDate(m.t, 'dateTime', locale) : ''}</TableCell> : null}
                {alarmColumns ? <TableCell>{m.entityName ?? ''}</TableCell> : null}
                <TableCell>{translateMessage(m.msg)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {attached > 0 ? <Text className={styles.attached}>{attachedMessagesText(attached)}</Text> : null}
    </section>
  );
}

export function SeverityIcon({ severity, className }: { severity: Severity; className: string }) {
  const label = translateMessage(SEVERITY_LABEL[severity]);
  if (severity === Severity.info) return <InfoFilled className={className} role="img" aria-label={label} />;
  if (severity === Severity.warning) return <WarningFilled className={className} role="img" aria-label={label} />;
  return <ErrorCircleFilled className={className} role="img" aria-label={label} />;
}
