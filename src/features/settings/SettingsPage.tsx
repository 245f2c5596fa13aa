// The settings, debug settings and internal settings screens (console.md §2): the local settings
// tree on the left and the selected node's properties on the right, the selected gId in the URL.
// About is this screen at 0.Settings.System.Info. The way to a controller is here too: the
// 'Open controller' list beside About and the empty panel, and the row action on '0.Controllers.<host>'
// where the tree shows the controller list (the debug screens).
import { useNavigate, useParams } from '@tanstack/react-router';
import { ServerRegular, SettingsRegular } from '@fluentui/react-icons';
import type { MirrorNode } from '../../domain/nodes/mirror-records';
import { EmptyState } from '../../ui/EmptyState';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { NodeScreenLayout } from '../nodes/NodeScreenLayout';
import { browseLevelFor } from '../nodes/browse-level';
import type { ScreenLevel } from '../nodes/browse-level';
import { PropertyPanel } from '../nodes/properties/PropertyPanel';
import { LocalNodePicker } from '../nodes/tree/LocalNodePicker';
import type { RowAction } from '../nodes/tree/NodeTreeRow';
import { ControllerLinks } from '../controller/ControllerLinks';
import { OPEN_CONTROLLER_TEXT, controllerHostOf } from '../controller/controller-hosts';
import { useOpenController } from '../controller/use-open-controller';
import { ABOUT_SETTINGS_GID } from './settings-gids';

/** The local settings root; the debug screens browse the whole local tree. */
export const SETTINGS_ROOT_GID = '0.Settings';
export const LOCAL_ROOT_GID = '0';
const LOCAL_HOST = '';

type SettingsPath = '/settings/{-$gId}' | '/debug/{-$gId}' | '/debugi/{-$gId}';

type SettingsScreenProps = { path: SettingsPath; level: ScreenLevel; rootGId: string };

function SettingsScreen({ path, level, rootGId }: SettingsScreenProps) {
  const i18n = useI18n();
  const { gId } = useParams({ from: path });
  const navigate = useNavigate();
  const { rights, debug } = useSessionView();
  const browseLevel = browseLevelFor(level, rights, debug);
  const selected = gId && gId.startsWith(rootGId) ? gId : null;
  const openController = useOpenController();
  const controllerActions = (node: MirrorNode): RowAction[] => {
    const host = controllerHostOf(node);
    return host === null ? [] : [{ label: translateMessage(OPEN_CONTROLLER_TEXT), icon: <ServerRegular />, onSelect: () => openController(host) }];
  };
  return (
    <RoutePage>
      <NodeScreenLayout
        tree={
          <LocalNodePicker
            label={i18n._('Settings tree')}
            rootGId={rootGId}
            browseLevel={browseLevel}
            extraActions={controllerActions}
            selected={selected}
            onSelect={(next) => void navigate({ to: path, params: { gId: next } })}
          />
        }
        panel={
          <>
            {selected ? (
              <PropertyPanel key={selected} host={LOCAL_HOST} gId={selected} browseLevel={browseLevel} columns={2} />
            ) : (
              <EmptyState icon={SettingsRegular} text={i18n._('Select a node in the tree to see its properties.')} />
            )}
            {selected === null || selected === ABOUT_SETTINGS_GID ? <ControllerLinks /> : null}
          </>
        }
      />
    </RoutePage>
  );
}

export function SettingsPage() {
  return <SettingsScreen path="/settings/{-$gId}" level="user" rootGId={SETTINGS_ROOT_GID} />;
}

export function DebugSettingsPage() {
  return <SettingsScreen path="/debug/{-$gId}" level="debug" rootGId={LOCAL_ROOT_GID} />;
}

export function InternalSettingsPage() {
  return <SettingsScreen path="/debugi/{-$gId}" level="internal" rootGId={LOCAL_ROOT_GID} />;
}
