// The controllers listed under '0.Controllers', each with 'Open controller': the way to a controller
// without typing its address, on the settings and About screens (whose tree roots at 0.Settings and
// so does not show the controller list), and the Instruments page (the installed app's shortcut).
// Read from the mirror, so it also works offline.
import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ServerRegular } from '@fluentui/react-icons';
import { translateMessage } from '../../i18n/translate-message';
import { EmptyState } from '../../ui/EmptyState';
import { useI18n } from '../../i18n/use-i18n';
import { useControllerHosts } from './use-controller-hosts';
import { useOpenController } from './use-open-controller';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  desc: { color: tokens.colorNeutralForeground3 },
});

export type ControllerLinksProps = {
  /** Shown when there is no controller to list; absent: nothing is shown then. */
  emptyText?: string;
};

export function ControllerLinks({ emptyText }: ControllerLinksProps = {}) {
  const styles = useStyles();
  const i18n = useI18n();
  const open = useOpenController();
  const hosts = useControllerHosts();
  if (hosts.length === 0) return emptyText ? <EmptyState icon={ServerRegular} text={translateMessage(emptyText)} /> : null;
  return (
    <section className={styles.root} aria-labelledby="controller-links-title">
      <Subtitle2 as="h2" id="controller-links-title">
        {i18n._('Controllers')}
      </Subtitle2>
      {hosts.map(({ host, name, node }) => (
        <div key={node.key} className={styles.row}>
          <Button icon={<ServerRegular />} onClick={() => open(host)}>
            {i18n._('Open controller {name}', { name })}
          </Button>
          {node.desc ? <Caption1 className={styles.desc}>{node.desc}</Caption1> : null}
        </div>
      ))}
    </section>
  );
}
