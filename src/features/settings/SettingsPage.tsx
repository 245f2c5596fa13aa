import { SettingsRegular } from '@fluentui/react-icons';
import { PlannedScreen } from '../shell/RoutePage';

/** The settings, debug settings and internal settings screens share this view; only the root differs. */
export function SettingsPage() {
  return <PlannedScreen icon={SettingsRegular} text="The settings tree and its property panel will appear here." />;
}
