import { CertificateRegular } from '@fluentui/react-icons';
import { PlannedScreen } from '../shell/RoutePage';

export function LicencePage() {
  return (
    <PlannedScreen
      icon={CertificateRegular}
      text="The licence check, the hardware key download and the licence upload will appear here."
    />
  );
}
