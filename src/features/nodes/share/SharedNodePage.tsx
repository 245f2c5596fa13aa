// /share/$shareId#pass: a shared node's tree and read-only properties, without a login. The link
// names only its id; the first batch (a browse without gId) learns which node it shares. The view's
// mirror rows live under the host key `share:{shareId}`, apart from the signed-in user's trees.
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from '@tanstack/react-router';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ApiError } from '../../../data/api-error';
import { browseSharedNode } from '../../../data/nodes/share-link-operations';
import { closeShareView, openShareView } from '../../../data/nodes/share-views';
import type { NodeDto } from '../../../domain/nodes/node-protocol';
import { MSG_SHARE_PASS_MISSING, shareHostKey, sharePassFromHash } from '../../../domain/nodes/share-links';
import { VisibilityLevel } from '../../../domain/rights';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';
import { RoutePage } from '../../shell/RoutePage';
import { NodeScreenLayout } from '../NodeScreenLayout';
import { PropertyPanel } from '../properties/PropertyPanel';
import { NodeBrowser } from '../tree/NodeBrowser';

/** The server caps a share link at the standard level; asking for more would change nothing. */
const SHARE_BROWSE_LEVEL = VisibilityLevel.standard;

type Opening = { status: 'loading' } | { status: 'ready'; root: NodeDto } | { status: 'failed'; message: string; network: boolean };

function LinkProblem({ text }: { text: string }) {
  const i18n = useI18n();
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        <MessageBarTitle>{i18n._('The shared node cannot be shown')}</MessageBarTitle>
        {translateMessage(text)}
      </MessageBarBody>
    </MessageBar>
  );
}

type SharedNodeViewProps = { shareId: string; sharePass: string; controller: string };

function SharedNodeView({ shareId, sharePass, controller }: SharedNodeViewProps) {
  const i18n = useI18n();
  const host = shareHostKey(shareId);
  const [opening, setOpening] = useState<Opening>({ status: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Registered before the first batch; the tree and panel render (and send theirs) only after it.
    openShareView({ shareId, sharePass, controller });
    const abort = new AbortController();
    browseSharedNode(host, abort.signal).then(
      // An answer that lands after unmount or after a newer attempt changes nothing.
      (root) => {
        if (!abort.signal.aborted) setOpening({ status: 'ready', root });
      },
      (error: unknown) => {
        if (abort.signal.aborted || (error instanceof ApiError && error.aborted)) return;
        setOpening({ status: 'failed', message: error instanceof Error ? error.message : String(error), network: error instanceof ApiError && error.network });
      },
    );
    return () => {
      abort.abort();
      closeShareView(host);
    };
  }, [host, shareId, sharePass, controller, attempt]);

  const retry = () => {
    setOpening({ status: 'loading' });
    setAttempt((a) => a + 1);
  };

  if (opening.status === 'loading') return null;
  if (opening.status === 'failed') {
    // A refused link (403) will not get better by trying again; a lost connection may.
    return opening.network ? <ErrorNotice text={opening.message} actionLabel={i18n._('Retry')} onAction={retry} /> : <LinkProblem text={opening.message} />;
  }
  const root = opening.root;
  const shown = selected ?? root.gId;
  const live = controller !== '';
  return (
    <NodeScreenLayout
      tree={
        <NodeBrowser
          label={i18n._('Shared {name}', { name: root.name || root.id })}
          host={host}
          rootGId={root.gId}
          showRoot
          browseLevel={SHARE_BROWSE_LEVEL}
          readOnly
          liveRefresh={live}
          selectionMode="single"
          selected={[shown]}
          onSelectionChange={([gId]) => setSelected(gId ?? null)}
        />
      }
      panel={<PropertyPanel key={shown} host={host} gId={shown} browseLevel={SHARE_BROWSE_LEVEL} readOnly live={live} columns={2} />}
    />
  );
}

export function SharedNodePage() {
  const { shareId } = useParams({ from: '/share/$shareId' });
  const { controller } = useSearch({ from: '/share/$shareId' });
  const hash = useLocation({ select: (location) => location.hash });
  const sharePass = sharePassFromHash(hash);
  return (
    <RoutePage>
      {sharePass ? <SharedNodeView key={`${shareId}|${controller ?? ''}`} shareId={shareId} sharePass={sharePass} controller={controller ?? ''} /> : <LinkProblem text={MSG_SHARE_PASS_MISSING} />}
    </RoutePage>
  );
}
