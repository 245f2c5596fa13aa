// Project and experiment screens (named routes ProjectEdit and ExperimentEdit) and their create screens.
// A new experiment of a project starts inside it: team and inherited shares come from the project
// (node-model §4 'Project/experiment choice'), so the screen waits for the project record first, and
// goes on without it, saying so, when it cannot be had.
import { Spinner } from '@fluentui/react-components';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { experimentStart } from '../../domain/records/new-experiment';
import { RoutePage } from '../shell/RoutePage';
import { AnalysisSamples } from './record/AnalysisSamples';
import { GROUP_TAB, GroupTabs } from './record/GroupTabs';
import { RecordCreateScreen } from './record/RecordCreateScreen';
import { RecordScreen } from './record/RecordScreen';
import { useReferencedRecordState } from './record/use-record';
import { useOpenCreated } from './use-open-created';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';

export function ProjectPage() {
  const { id } = useParams({ from: '/project/$id' });
  const { tab = 0, rev } = useSearch({ from: '/project/$id' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'project', id }}
      rev={rev}
      onRevision={(next) => void navigate({ to: '/project/$id', params: { id }, search: next === undefined ? {} : { rev: next } })}
      onGone={() => void navigate({ to: '/project/index' })}
      renderBody={(record, form) => (
        <GroupTabs group={record} tab={tab} form={form} onTab={(next) => void navigate({ to: '/project/$id', params: { id }, search: next === 0 ? {} : { tab: next }, replace: true })} />
      )}
    />
  );
}

export function ExperimentPage() {
  const { id } = useParams({ from: '/experiment/$id' });
  const { tab = 0, rev } = useSearch({ from: '/experiment/$id' });
  const navigate = useNavigate();
  return (
    <RecordScreen
      recordRef={{ entity: 'experiment', id }}
      rev={rev}
      onRevision={(next) => void navigate({ to: '/experiment/$id', params: { id }, search: next === undefined ? {} : { rev: next } })}
      onGone={() => void navigate({ to: '/experiment/index' })}
      renderBody={(record, form) => (
        <>
          <GroupTabs group={record} tab={tab} form={form} onTab={(next) => void navigate({ to: '/experiment/$id', params: { id }, search: next === 0 ? {} : { tab: next }, replace: true })} />
          <AnalysisSamples record={record} />
        </>
      )}
    />
  );
}

export function ProjectNewPage() {
  const navigate = useNavigate();
  return <RecordCreateScreen entity="project" onCreated={useOpenCreated()} onCancel={() => void navigate({ to: '/project/index' })} />;
}

export function ExperimentNewPage() {
  const { projectId } = useSearch({ from: '/experiment/new' });
  const navigate = useNavigate();
  const i18n = useI18n();
  const openCreated = useOpenCreated();
  const project = useReferencedRecordState('project', projectId ?? null);
  const start = experimentStart(projectId, project.record, project.status.state);
  if (start.waiting) {
    return (
      <RoutePage>
        <Spinner label={i18n._('Loading the project…')} />
      </RoutePage>
    );
  }
  // Without a usable project, Cancel returns to the experiments: the project screen would only say it is missing.
  const onCancel = () =>
    void (start.group ? navigate({ to: '/project/$id', params: { id: start.group.projectId }, search: { tab: GROUP_TAB.experiments } }) : navigate({ to: '/experiment/index' }));
  return (
    <RecordCreateScreen
      // Started again if the project turns out to be gone after the mirror offered it: its team must not stay.
      key={start.group?.projectId ?? 'none'}
      entity="experiment"
      group={start.group}
      notice={start.warning === null ? null : translateMessage(start.warning)}
      onCreated={openCreated}
      onCancel={onCancel}
    />
  );
}
