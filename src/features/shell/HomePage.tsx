import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { useI18n } from '../../i18n/use-i18n';
import { PlannedScreen } from './RoutePage';

/** The root route is an empty view (console.md §2); the navigation leads on from here. */
export function HomePage() {
  const i18n = useI18n();
  return <PlannedScreen icon={HomeRegular} text={i18n._('Choose a screen from the main navigation.')} />;
}
