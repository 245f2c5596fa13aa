// Asks before activating a waiting service worker instead of swapping versions under the user.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';

export function UpdatePrompt() {
  const { applyUpdate } = useSnapshot(ui);
  if (!applyUpdate) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>A new version is available.</MessageBarBody>
      <MessageBarActions>
        <Button onClick={() => applyUpdate()}>Reload</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
