// Asks before activating a waiting service worker instead of swapping versions under the user.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';
import { confirmDiscardUnsaved } from './use-unsaved-changes';

export function UpdatePrompt() {
  const { applyUpdate } = useSnapshot(ui);
  if (!applyUpdate) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>A new version is available.</MessageBarBody>
      <MessageBarActions>
        <Button
          onClick={() => {
            // The reload drops what any form holds unsaved: ask first.
            void confirmDiscardUnsaved().then((go) => go && applyUpdate());
          }}
        >
          Reload
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
