// Controller and instrument screens; their live views come with the instrument issue.
import { AlertRegular, DesktopRegular, ServerRegular } from '@fluentui/react-icons';
import { PlannedScreen } from '../shell/RoutePage';

export function ControllerPage() {
  return <PlannedScreen icon={ServerRegular} text="The state and instruments of this controller will appear here." />;
}

export function InstrumentPage() {
  return <PlannedScreen icon={DesktopRegular} text="The live view of this instrument will appear here." />;
}

export function ControllerEventsPage() {
  return <PlannedScreen icon={AlertRegular} text="The events and alarms of this controller will appear here." />;
}
