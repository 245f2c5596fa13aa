// The alarm icon of a tree row (node-model.md §2.6) as a button: it opens the node's alarm messages
// in the dialog titled 'Messages' (§2.10), so the text behind "1 warning" is one click away.
import { useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Button, Tooltip, makeStyles } from '@fluentui/react-components';
import { AlertFilled } from '@fluentui/react-icons';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import { useLocaleSettings } from '../../../state/locale';
import { DialogFrame } from '../../../ui/DialogFrame';
import { useI18n } from '../../../i18n/use-i18n';
import { AlarmMessages } from './AlarmMessages';
import { NO_MESSAGES_TEXT } from './AlarmViewerControl';

export type AlarmBellProps = {
  node: Pick<MirrorNode, 'name' | 'id' | 'alarms'>;
  /** '2 alarms', '1 warning'… */
  text: string;
  className?: string;
  tabIndex: number;
};

const useStyles = makeStyles({ surface: { maxWidth: 'min(900px, calc(100vw - 32px))' } });

function stop(event: MouseEvent | KeyboardEvent) {
  event.stopPropagation();
}

export function AlarmBell({ node, text, className, tabIndex }: AlarmBellProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const [open, setOpen] = useState(false);
  const name = node.name || node.id;
  return (
    <>
      <Tooltip content={text} relationship="description">
        <Button
          size="small"
          appearance="transparent"
          aria-label={i18n._('Messages of {name}', { name })}
          tabIndex={tabIndex}
          icon={<AlertFilled className={className} role="img" aria-label={text} />}
          onKeyDown={stop}
          onClick={(event) => {
            stop(event);
            setOpen(true);
          }}
        />
      </Tooltip>
      {open ? (
        // The dialog is portaled but its events still bubble through the row (select, tree keys): stop them here.
        <span onClick={stop} onKeyDown={stop}>
          <DialogFrame
            title={i18n._('Messages: {name}', { name })}
            surfaceClassName={styles.surface}
            onDismiss={() => setOpen(false)}
            actions={<Button onClick={() => setOpen(false)}>{i18n._('Close')}</Button>}
          >
            {(node.alarms?.alarms.length ?? 0) > 0 ? <AlarmMessages alarms={node.alarms} locale={localeSettings} dismissible={false} /> : i18n._(NO_MESSAGES_TEXT)}
          </DialogFrame>
        </span>
      ) : null}
    </>
  );
}
