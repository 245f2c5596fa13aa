// The tree's share-link actions: 'Share link…' opens the dialog, 'Revoke links' asks first (everyone
// holding a link loses access at once), then says how many were revoked.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../data/api-error';
import { createShareLink, revokeShareLinks } from '../../../data/nodes/share-link-operations';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import type { ShareLinkGrant } from '../../../domain/nodes/share-links';
import { alertMessage, confirmMessage, showSnackbar } from '../../../state/ui';
import { ShareLinkDialog } from './ShareLinkDialog';
import { useI18n } from '../../../i18n/use-i18n';
import type { I18n } from '@lingui/core';
import { formatNumber } from '../../../domain/values/format-number';
import type { LocaleSettings } from '../../../domain/locale-settings';
import { useLocaleSettings } from '../../../state/locale';

/** What the tree asks of the data layer for share links; given only to users holding the right. */
export type ShareLinkOperations = {
  create: (node: MirrorNode, hours: number) => Promise<ShareLinkGrant>;
  /** Resolves with how many links were revoked. */
  revoke: (node: MirrorNode) => Promise<number>;
};

/** The operations for a host's tree ('' local, else a controller). */
export function shareLinkOperationsFor(host: string): ShareLinkOperations {
  return {
    create: (node, hours) => createShareLink(host, node.gId, hours),
    revoke: (node) => revokeShareLinks(host, node.gId),
  };
}

function revokedText(i18n: I18n, count: number, locale: LocaleSettings): string {
  if (count === 0) return i18n._('There was no share link to revoke.');
  return i18n._('{count, plural, one {Revoked {n} share link.} other {Revoked {n} share links.}}', { count, n: formatNumber(count, 0, locale) });
}

export type ShareLinkActions = {
  start: (node: MirrorNode) => void;
  revoke: (node: MirrorNode) => void;
  /** The open dialog, to render next to the tree. */
  dialog: ReactNode;
};

export function useShareLinks(operations: ShareLinkOperations | undefined): ShareLinkActions {
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const [node, setNode] = useState<MirrorNode | null>(null);

  const revoke = (target: MirrorNode) => {
    if (!operations) return;
    void (async () => {
      if (!(await confirmMessage(i18n._('Revoke every share link of {name}? Whoever holds one loses access at once.', { name: target.name || target.id })))) return;
      showSnackbar(revokedText(i18n, await operations.revoke(target), locale), { intent: 'success' });
    })().catch((error: unknown) => {
      if (error instanceof ApiError && error.aborted) return;
      void alertMessage(error instanceof Error ? error.message : String(error), 'error');
    });
  };

  const dialog =
    node && operations ? (
      <ShareLinkDialog
        key={node.key}
        nodeName={node.name || node.id}
        controller={node.host}
        origin={window.location.origin}
        onCreate={(hours) => operations.create(node, hours)}
        onClose={() => setNode(null)}
      />
    ) : null;

  return { start: (target) => (operations ? setNode(target) : undefined), revoke, dialog };
}
