// Controller and instrument screens (console.md §2, group 'C'): the controller's node tree with the
// selected node's properties, and one instrument's properties with live values. Selecting a node in
// the controller tree makes its instrument (the child of the controller root) the active one.
import { useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { DesktopRegular, ServerRegular } from '@fluentui/react-icons';
import { joinGId, relIdOf } from '../../domain/nodes/node-ids';
import { ROOT_GID } from '../../domain/nodes/node-protocol';
import { useI18n } from '../../i18n/use-i18n';
import { setActiveController } from '../../state/ui';
import { EmptyState } from '../../ui/EmptyState';
import { InstrumentCharts } from '../charts/InstrumentCharts';
import { NodeScreenLayout } from '../nodes/NodeScreenLayout';
import { browseLevelFor } from '../nodes/browse-level';
import { NodePanel } from '../nodes/NodePanel';
import { NodeBrowser } from '../nodes/tree/NodeBrowser';
import type { RootState } from '../nodes/tree/NodeBrowser';
import { NO_INSTRUMENT } from '../shell/nav-model';
import { PlannedScreen, RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';

/** The instrument a node belongs to: the child of the controller root on its path. */
export function instrumentGIdOf(gId: string): string | null {
  const parts = gId.split('.');
  return parts.length >= 2 && parts[0] === ROOT_GID ? `${parts[0]}.${parts[1]}` : null;
}

function useBrowseLevel(): number {
  const { rights, debug } = useSessionView();
  return browseLevelFor(debug ? 'debug' : 'user', rights, debug);
}

export function ControllerPage() {
  const { host } = useParams({ from: '/controller/$host' });
  const browseLevel = useBrowseLevel();
  const [selected, setSelected] = useState<string | null>(null);
  const i18n = useI18n();
  return (
    <RoutePage>
      <NodeScreenLayout
        tree={
          <NodeBrowser
            key={host}
            label={i18n._('Controller {host}', { host })}
            host={host}
            rootGId={ROOT_GID}
            browseLevel={browseLevel}
            selectionMode="single"
            selected={selected ? [selected] : []}
            onSelectionChange={([gId]) => {
              if (!gId) return;
              setSelected(gId);
              const instrument = instrumentGIdOf(gId);
              if (instrument) setActiveController(host, relIdOf(instrument));
            }}
          />
        }
        panel={
          selected ? (
            <NodePanel key={`${host}|${selected}`} host={host} gId={selected} browseLevel={browseLevel} live columns={2} />
          ) : (
            <EmptyState icon={ServerRegular} text={i18n._('Select an instrument in the tree to see its properties.')} />
          )
        }
      />
    </RoutePage>
  );
}

export function InstrumentPage() {
  const { host, instr } = useParams({ from: '/controller/$host/instrument/$instr' });
  // Keyed: another instrument starts with its own selection and its own root state.
  return <InstrumentScreen key={`${host}|${instr}`} host={host} instr={instr} />;
}

function InstrumentScreen({ host, instr }: { host: string; instr: string }) {
  const browseLevel = useBrowseLevel();
  const [selected, setSelected] = useState<string | null>(null);
  const [rootState, setRootState] = useState<RootState>('pending');
  const i18n = useI18n();
  if (instr === NO_INSTRUMENT) {
    return <PlannedScreen icon={DesktopRegular} text={i18n._('Select an instrument in the controller tree first.')} />;
  }
  const gId = joinGId(ROOT_GID, instr);
  const shown = selected ?? gId;
  // A wrong instrument id is said once for the screen, not by the tree and the panel each.
  if (rootState === 'missing') return <PlannedScreen icon={DesktopRegular} text={i18n._(INSTRUMENT_MISSING_TEXT, { instr, host })} />;
  return (
    <RoutePage>
      <NodeScreenLayout
        treeEmpty={rootState === 'empty'}
        tree={
          <NodeBrowser
            label={i18n._('Instrument {instr}', { instr })}
            host={host}
            rootGId={gId}
            browseLevel={browseLevel}
            selectionMode="single"
            selected={selected ? [selected] : []}
            onSelectionChange={([next]) => setSelected(next ?? null)}
            onRootState={setRootState}
          />
        }
        panel={
          <>
            <InstrumentCharts key={`charts|${host}|${shown}`} host={host} gId={shown} />
            <NodePanel key={`${host}|${shown}`} host={host} gId={shown} browseLevel={browseLevel} live columns={2} />
          </>
        }
      />
    </RoutePage>
  );
}

export const INSTRUMENT_MISSING_TEXT = /*i18n*/ 'There is no instrument {instr} on {host}.';
