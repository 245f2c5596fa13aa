import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { PlannedScreen } from '../shell/RoutePage';

export function EventLogPage() {
  return <PlannedScreen icon={DocumentBulletListRegular} text="The System and Audit event logs will appear here." />;
}
