// Asks before activating a waiting service worker instead of swapping versions under the user. The
// reload waits while this page is storing or sending outbox entries (issue 9), so no write is cut off mid-way.
import { useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../i18n/use-i18n';
import { ui } from '../../state/ui';
import { useMounted } from '../../ui/use-mounted';
import { confirmDiscardUnsaved } from './use-unsaved-changes';

export const UPDATE_WAITS_TEXT = /*i18n*/ 'Sending changes first…';

/**
 * Until no write is being stored and none is being sent at the same moment: writes made one after another
 * (a paste in parts, a record's Save) leave short gaps, and each stored entry starts a send. Loaded on
 * demand: the outbox (Dexie) stays out of the entry chunk the login page needs.
 */
async function whenNothingSending(): Promise<void> {
  const [{ whenWritesStored, writesBeingStored }, { whenSenderIdle }] = await Promise.all([import('../../data/outbox/storing-writes'), import('../../data/outbox/outbox-runtime')]);
  do {
    await whenWritesStored();
    await whenSenderIdle();
    // A task later, so a write chained after the last one has started.
    await new Promise((resolve) => setTimeout(resolve));
  } while (writesBeingStored() > 0);
}

export function UpdatePrompt() {
  const { applyUpdate } = useSnapshot(ui);
  const [waiting, setWaiting] = useState(false);
  const i18n = useI18n();
  const mounted = useMounted();
  if (!applyUpdate) return null;
  const reload = async () => {
    // The reload drops what any form holds unsaved: ask first.
    if (!(await confirmDiscardUnsaved())) return;
    setWaiting(true);
    try {
      await whenNothingSending();
    } finally {
      // The outbox can take long to empty: the prompt may be unmounted by then.
      if (mounted.current) setWaiting(false);
    }
    applyUpdate();
  };
  return (
    <MessageBar intent="info">
      <MessageBarBody>{i18n._('A new version is available.')}</MessageBarBody>
      <MessageBarActions>
        <Button disabled={waiting} icon={waiting ? <Spinner size="tiny" /> : undefined} onClick={() => void reload()}>
          {waiting ? i18n._(UPDATE_WAITS_TEXT) : i18n._('Reload')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
