// The records of a project or an experiment (GET /api/db/{entity} filters projectId / expId): experiments
// of a project with 'Create new experiment', and the records of one chosen kind.
import { useState } from 'react';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from '@tanstack/react-router';
import type { RecordEntity } from '../../../domain/records/record-entities';
import { ENTITY_LABELS } from '../../../domain/records/record-fields';
import type { RecordListSearch } from '../../../domain/records/record-list-query';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { RecordList } from '../list/RecordList';
import { RecordListToolbar } from '../list/RecordListToolbar';
import { useMayCreate } from '../use-create-right';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', marginBottom: tokens.spacingVerticalM } });

/** Kinds a project or experiment holds besides experiments. */
const MEMBER_KINDS: readonly RecordEntity[] = ['customer', 'license', 'feature', 'package', 'contact', 'person'];

function scopeOf(group: RecordAnswer): RecordListSearch {
  return group.entity === 'project' ? { projectId: group.id } : { expId: group.id };
}

/** A listing scoped to the group; the search and filters the user sets stay local to the tab. */
function ScopedList({ entity, group }: { entity: RecordEntity; group: RecordAnswer }) {
  const [search, setSearch] = useState<RecordListSearch>({});
  const scoped = { ...search, ...scopeOf(group) };
  return (
    <>
      <RecordListToolbar entity={entity} search={search} onSearch={setSearch} />
      <RecordList entity={entity} search={scoped} onSearch={(next) => setSearch({ ...next, projectId: undefined, expId: undefined })} />
    </>
  );
}

export function ProjectExperiments({ project }: { project: RecordAnswer }) {
  const styles = useStyles();
  const i18n = useI18n();
  const navigate = useNavigate();
  const mayCreate = useMayCreate('experiment');
  return (
    <>
      {mayCreate && !project.recDeleted ? (
        <div className={styles.actions}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate({ to: '/experiment/new', search: { projectId: project.id } })}>
            {i18n._('Create new experiment')}
          </Button>
        </div>
      ) : null}
      <ScopedList entity="experiment" group={project} />
    </>
  );
}

export function GroupRecords({ group }: { group: RecordAnswer }) {
  const styles = useStyles();
  const i18n = useI18n();
  const [kind, setKind] = useState<RecordEntity>('customer');
  return (
    <>
      <div className={styles.actions}>
        <Field label={i18n._('Kind')}>
          <Select value={kind} onChange={(_e, d) => setKind(d.value as RecordEntity)}>
            {MEMBER_KINDS.map((k) => (
              <option key={k} value={k}>
                {i18n._(ENTITY_LABELS[k].many)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ScopedList key={kind} entity={kind} group={group} />
    </>
  );
}
