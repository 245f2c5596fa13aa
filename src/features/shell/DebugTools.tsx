// Debug-mode tools of the app bar: auto-refresh (every second) and a single refresh.
import { Button, ToggleButton, Tooltip } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../i18n/use-i18n';
import { refreshOnce, setAutoRefresh, ui } from '../../state/ui';

export function DebugTools() {
  const { autoRefresh } = useSnapshot(ui);
  const i18n = useI18n();
  return (
    <>
      <Tooltip content={i18n._('Auto refresh')} relationship="label">
        <ToggleButton
          appearance="subtle"
          checked={autoRefresh}
          icon={<ArrowRepeatAllRegular />}
          onClick={() => setAutoRefresh(!autoRefresh)}
        />
      </Tooltip>
      <Tooltip content={i18n._('Refresh')} relationship="label">
        <Button appearance="subtle" icon={<ArrowClockwiseRegular />} onClick={refreshOnce} />
      </Tooltip>
    </>
  );
}
