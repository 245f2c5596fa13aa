// Debug-mode tools of the app bar: auto-refresh (every second) and a single refresh.
import { Button, ToggleButton, Tooltip } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { refreshOnce, setAutoRefresh, ui } from '../../state/ui';

export function DebugTools() {
  const { autoRefresh } = useSnapshot(ui);
  return (
    <>
      <Tooltip content="Auto refresh" relationship="label">
        <ToggleButton
          appearance="subtle"
          checked={autoRefresh}
          icon={<ArrowRepeatAllRegular />}
          onClick={() => setAutoRefresh(!autoRefresh)}
        />
      </Tooltip>
      <Tooltip content="Refresh" relationship="label">
        <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={refreshOnce} />
      </Tooltip>
    </>
  );
}
