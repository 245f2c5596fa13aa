import { GridRegular } from '@fluentui/react-icons';
import { PlannedScreen } from '../shell/RoutePage';

export function DashboardPage() {
  return <PlannedScreen icon={GridRegular} text="Your widgets and the project widget will appear here." />;
}
