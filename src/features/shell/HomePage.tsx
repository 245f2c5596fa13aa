import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { PlannedScreen } from './RoutePage';

/** The root route is an empty view (console.md §2); the navigation leads on from here. */
export function HomePage() {
  return <PlannedScreen icon={HomeRegular} text="Choose a screen from the main navigation." />;
}
