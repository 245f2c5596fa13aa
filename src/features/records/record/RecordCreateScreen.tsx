// 'Create new {kind}': the record form in create mode with the Security panel, its share area open.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { translatedErrorLine } from '../error-line';
import type { RecordEntity } from '../../../domain/records/record-entities';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import type { GroupChoice } from '../../../domain/records/security-rules';
import { RoutePage } from '../../shell/RoutePage';
import { RecordForm } from './RecordForm';
import { SecurityPanel } from './SecurityPanel';
import { ENTITY_TEXTS } from '../entity-texts';
import { useI18n } from '../../../i18n/use-i18n';
import { RovingToolbar } from '../../../ui/RovingToolbar';
import { useRecordCreate } from './use-record-create';
import { useGroups, useSecuritySources } from './use-security-context';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalL, padding: 0 },
  notice: { marginBottom: tokens.spacingVerticalM },
});

export type RecordCreateScreenProps = {
  entity: RecordEntity;
  /** Fields the screen sets itself (the customer of a new licence). */
  fixed?: Record<string, unknown>;
  /** The project the new record starts in (a new experiment of a project). */
  group?: GroupChoice | null;
  /** A warning above the form (the project of a new experiment could not be used). */
  notice?: string | null;
  onCreated: (record: RecordAnswer) => void;
  onCancel: () => void;
};

export function RecordCreateScreen({ entity, fixed = {}, group = null, notice = null, onCreated, onCancel }: RecordCreateScreenProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const sources = useSecuritySources();
  const groups = useGroups(entity);
  const userTeam = sources.teams[0]?.id ?? null;
  const create = useRecordCreate(entity, { userId: sources.ctxBase.userId, teamId: userTeam }, fixed, onCreated, group, onCancel);
  const ctx = { ...sources.ctxBase, entity, isCreate: true, readonly: false, recAccess: 0 };
  return (
    <RoutePage>
      <RovingToolbar className={styles.actions} aria-label={i18n._('Record actions')}>
        <Button appearance="primary" icon={<SaveRegular />} disabled={create.busy} onClick={() => void create.submit()}>
          {i18n._(ENTITY_TEXTS[entity].create)}
        </Button>
        <Button onClick={onCancel}>{i18n._('Cancel')}</Button>
      </RovingToolbar>
      {notice ? (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      ) : null}
      {create.errors.length > 0 ? (
        <MessageBar intent="error">
          <MessageBarBody>{translatedErrorLine(create.errors)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <RecordForm fields={create.fields} values={create.values} errors={create.fieldErrors} editable isCreate onChange={create.setValue} />
      <SecurityPanel
        ctx={ctx}
        value={create.security}
        onChange={create.setSecurity}
        users={sources.users}
        teams={sources.teams}
        roles={sources.roles}
        current={{ ownerName: sources.ctxBase.userName, teamName: null }}
        projects={groups.projects}
        experiments={groups.experiments}
        placement={{ savedTeamId: null, memberTeamIds: sources.memberTeamIds }}
      />
    </RoutePage>
  );
}
