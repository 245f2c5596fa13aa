// The controllers listed under '0.Controllers', each with 'Open controller': the way to a controller
// without typing its address, on the settings and About screens (whose tree roots at 0.Settings and
// so does not show the controller list). Read from the mirror, so it also works offline.
import { useEffect } from 'react';
import { Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ServerRegular } from '@fluentui/react-icons';
import { browseNode } from '../../data/nodes/node-operations';
import { compareMirrorNodes, mirrorNodeKey } from '../../domain/nodes/mirror-records';
import { useMirrorSubtree } from '../nodes/use-mirror-tree';
import { CONTROLLERS_GID, OPEN_CONTROLLER_TEXT, controllerHostOf } from './controller-hosts';
import { useOpenController } from './use-open-controller';

const LOCAL_HOST = '';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  desc: { color: tokens.colorNeutralForeground3 },
});

export function ControllerLinks() {
  const styles = useStyles();
  const open = useOpenController();
  const nodes = useMirrorSubtree(LOCAL_HOST, CONTROLLERS_GID);

  useEffect(() => {
    const abort = new AbortController();
    // A failure (offline, no access) leaves what the mirror has; the list is a convenience.
    browseNode(LOCAL_HOST, CONTROLLERS_GID, { depth: 1 }, { signal: abort.signal }).catch(() => undefined);
    return () => abort.abort();
  }, []);

  const parentKey = mirrorNodeKey(LOCAL_HOST, CONTROLLERS_GID);
  // The subtree comes in no particular order: the links follow the tree's.
  const hosts = (nodes ?? []).filter((n) => n.parentKey === parentKey && controllerHostOf(n) !== null).sort(compareMirrorNodes);
  if (hosts.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby="controller-links-title">
      <Subtitle2 as="h2" id="controller-links-title">
        Controllers
      </Subtitle2>
      {hosts.map((node) => {
        const host = controllerHostOf(node) as string;
        return (
          <div key={node.key} className={styles.row}>
            <Button icon={<ServerRegular />} onClick={() => open(host)}>
              {`${OPEN_CONTROLLER_TEXT} ${node.name || host}`}
            </Button>
            {node.desc ? <Caption1 className={styles.desc}>{node.desc}</Caption1> : null}
          </div>
        );
      })}
    </section>
  );
}
