import { KeyResetRegular } from '@fluentui/react-icons';
import { PlannedScreen } from '../shell/RoutePage';

export function ResetPasswordPage() {
  return <PlannedScreen icon={KeyResetRegular} text="The form to choose a new password will appear here." />;
}
