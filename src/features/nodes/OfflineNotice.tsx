// Offline, screens show the mirrored data and say how old it is (DESIGN.md "How data flows").
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export type OfflineNoticeProps = {
  /** Epoch ms of the mirrored data; null when nothing was ever fetched. */
  fetchedAt: number | null | undefined;
};

export function offlineText(fetchedAt: number | null | undefined): string {
  return fetchedAt ? `Offline — showing data from ${new Date(fetchedAt).toLocaleString()}` : 'Offline — no data mirrored yet';
}

export function OfflineNotice({ fetchedAt }: OfflineNoticeProps) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{offlineText(fetchedAt)}</MessageBarBody>
    </MessageBar>
  );
}
