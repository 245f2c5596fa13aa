// The licence as a node (console.md §2: /license/{id} "shows the license node under the licenses settings
// root"): the licences root's tree with this licence selected — its Actions menu holds the node's methods —
// beside the node's properties. Both come from the node mirror like the Settings screen; choosing another
// licence in the tree opens that licence's page.
import { Subtitle2 } from '@fluentui/react-components';
import { useNavigate } from '@tanstack/react-router';
import { LICENSES_ROOT_GID, licenceIdOf, licenceNodeGId } from '../../domain/nodes/licence-node-ids';
import { NodeScreenLayout } from '../nodes/NodeScreenLayout';
import { browseLevelFor } from '../nodes/browse-level';
import { PropertyPanel } from '../nodes/properties/PropertyPanel';
import { LocalNodePicker } from '../nodes/tree/LocalNodePicker';
import { useSessionView } from '../shell/use-session-view';
import { useI18n } from '../../i18n/use-i18n';

const LOCAL_HOST = '';

export type LicenceNodeSectionProps = { recordId: number };

export function LicenceNodeSection({ recordId }: LicenceNodeSectionProps) {
  const i18n = useI18n();
  const navigate = useNavigate();
  const { rights, debug } = useSessionView();
  const browseLevel = browseLevelFor('user', rights, debug);
  const gId = licenceNodeGId(recordId);
  return (
    <section aria-label={i18n._('License node')}>
      <Subtitle2 as="h2">{i18n._('License node')}</Subtitle2>
      <NodeScreenLayout
        tree={
          <LocalNodePicker
            label={i18n._('Licenses')}
            rootGId={LICENSES_ROOT_GID}
            browseLevel={browseLevel}
            selected={gId}
            onSelect={(chosen) => {
              const next = licenceIdOf(chosen);
              if (next !== null && next !== recordId) void navigate({ to: '/license/$id', params: { id: next } });
            }}
          />
        }
        panel={<PropertyPanel key={gId} host={LOCAL_HOST} gId={gId} browseLevel={browseLevel} columns={2} readOnly />}
      />
    </section>
  );
}
