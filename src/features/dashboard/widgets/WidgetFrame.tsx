// The frame every dashboard widget sits in: its title, the arrangement buttons (Move up, Move down,
// Hide or Remove; buttons rather than drag, so a tablet and a keyboard can arrange too) and the word
// on its data: offline with the age of what it shows.
import type { ReactNode } from 'react';
import { Button, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, EyeOffRegular } from '@fluentui/react-icons';
import { useI18n } from '../../../i18n/use-i18n';
import { OfflineNotice } from '../../../ui/OfflineNotice';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  // Room for a widget's usual content from the first render, while its data still loads: the grid
  // does not move when the lists arrive (issue 13: layout shift ≤ 0.1 on every signed-in screen).
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, minHeight: '240px' },
});

export type WidgetFrameProps = {
  id: string;
  title: string;
  /** The widget's data comes from the mirror because the last fetch got no answer. */
  offline?: boolean;
  /** Epoch ms of the mirrored data, for the offline notice. */
  fetchedAt?: number | null;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  /** undefined: the arrangement is read-only here (another tab arranges it). */
  onHide?: () => void;
  /** 'remove' for widgets the user added (charts): they go for good. @default 'hide' */
  dismiss?: 'hide' | 'remove';
  children: ReactNode;
};

export function WidgetFrame({ id, title, offline = false, fetchedAt, onMoveUp, onMoveDown, onHide, dismiss = 'hide', children }: WidgetFrameProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const headingId = `widget-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <CardHeader
        header={
          <Subtitle2 as="h2" id={headingId}>
            {title}
          </Subtitle2>
        }
        action={
          <div className={styles.actions}>
            <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} disabled={!onMoveUp} onClick={onMoveUp} aria-label={i18n._('Move up {widget}', { widget: title })} title={i18n._('Move up')} />
            <Button size="small" appearance="subtle" icon={<ArrowDownRegular />} disabled={!onMoveDown} onClick={onMoveDown} aria-label={i18n._('Move down {widget}', { widget: title })} title={i18n._('Move down')} />
            <Button
              size="small"
              appearance="subtle"
              icon={dismiss === 'remove' ? <DeleteRegular /> : <EyeOffRegular />}
              disabled={!onHide}
              onClick={onHide}
              aria-label={dismiss === 'remove' ? i18n._('Remove {widget}', { widget: title }) : i18n._('Hide {widget}', { widget: title })}
              title={dismiss === 'remove' ? i18n._('Remove') : i18n._('Hide')}
            />
          </div>
        }
      />
      <div className={styles.body}>
        {offline ? <OfflineNotice fetchedAt={fetchedAt} /> : null}
        {children}
      </div>
    </Card>
  );
}
