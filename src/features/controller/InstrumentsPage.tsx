// The Instruments page: the controllers the user may browse, each opening its instruments. The target
// of the installed app's 'Instruments' shortcut (issue 13), which needs one address for every install.
import { RoutePage } from '../shell/RoutePage';
import { ControllerLinks } from './ControllerLinks';

// The English id; ControllerLinks shows it translated.
export const NO_CONTROLLERS_TEXT = /*i18n*/ 'No controllers are connected, or you may not browse any.';

export function InstrumentsPage() {
  return (
    <RoutePage>
      <ControllerLinks emptyText={NO_CONTROLLERS_TEXT} />
    </RoutePage>
  );
}
