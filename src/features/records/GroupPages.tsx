// Project and experiment screens (named routes ProjectEdit and ExperimentEdit) and their create screens.
// A new experiment of a project starts inside it: team and inherited shares come from the project
// (node-model §4 'Project/experiment choice'), so the screen waits for the project record first.
import { Spinner } from '@fluentui/react-components';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { GroupChoice } from '../../domain/records/security-rules';
import { RoutePage } from '../shell/RoutePage';
import { GroupTabs } from './record/GroupTabs';
import { RecordCreateScreen } from './record/RecordCreateScreen';
import { RecordScreen } from './record/RecordScreen';
import { useReferencedRecord } from './record/use-record';
import { useOpenCreated } from './use-open-created';

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
        <GroupTabs group={record} tab={tab} form={form} onTab={(next) => void navigate({ to: '/experiment/$id', params: { id }, search: next === 0 ? {} : { tab: next }, replace: true })} />
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
  const openCreated = useOpenCreated();
  const project = useReferencedRecord('project', projectId ?? null);
  const onCancel = () => void (projectId ? navigate({ to: '/project/$id', params: { id: projectId }, search: { tab: 1 } }) : navigate({ to: '/experiment/index' }));
  if (projectId !== undefined && !project) {
    return (
      <RoutePage>
        <Spinner label="Loading the project…" />
      </RoutePage>
    );
  }
  const group: GroupChoice | null = project ? { projectId: project.id, expId: -1, teamId: project.recTeamId, acl: [...project.recAcl] } : null;
  return <RecordCreateScreen entity="experiment" group={group} onCreated={openCreated} onCancel={onCancel} />;
}
