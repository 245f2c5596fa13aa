// The Security panel of node-model.md §2.7: owner, team, project/experiment and shares. Its rules are the
// pure functions of domain/records/security-rules.ts; this component only shows them.
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { RoleRef, TeamRef, UserRef } from '../../../domain/auth-data';
import type { AclEntry } from '../../../domain/records/record-access';
import { ENTITY_CAPABILITIES } from '../../../domain/records/record-entities';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import {
  applyGroupChoice,
  canEditShares,
  checkSecurity,
  groupChoiceKinds,
  isSecurityReadOnly,
  MSG_OTHER_TEAMS_HIDDEN,
  ownerEditable,
  ownerOptions,
  placementChoices,
  roleOptions,
  shareAreaInitiallyOpen,
  teamEditable,
  teamOptions,
} from '../../../domain/records/security-rules';
import type { GroupChoice, PlacementScope, SecurityContext, SecurityValue } from '../../../domain/records/security-rules';
import type { I18n } from '@lingui/core';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

const useStyles = makeStyles({
  root: { maxWidth: '500px', marginTop: tokens.spacingVerticalL },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  share: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flexGrow: 1 },
});

export type SecurityPanelProps = {
  ctx: SecurityContext;
  value: SecurityValue;
  onChange: (next: SecurityValue) => void;
  users: readonly UserRef[];
  teams: readonly TeamRef[];
  roles: readonly RoleRef[];
  current: { ownerName: string | null; teamName: string | null };
  projects: readonly RecordAnswer[];
  experiments: readonly RecordAnswer[];
  /** The saved team and the user's teams: which projects and experiments the record may move into. */
  placement: PlacementScope;
  /** A save button on existing records. */
  footer?: ReactNode;
};

function groupChoiceOf(key: string, projects: readonly RecordAnswer[], experiments: readonly RecordAnswer[]): GroupChoice | null {
  const [kind, raw] = key.split(':');
  const id = Number(raw);
  if (kind === 'p') {
    const p = projects.find((r) => r.id === id);
    return p ? { projectId: p.id, expId: -1, teamId: p.recTeamId, acl: [...p.recAcl] } : null;
  }
  if (kind === 'e') {
    const e = experiments.find((r) => r.id === id);
    return e ? { projectId: e.projectId, expId: e.id, teamId: e.recTeamId, acl: [...e.recAcl, ...e.recInhAcl] } : null;
  }
  return null;
}

function aclText(i18n: I18n, entry: AclEntry, users: readonly UserRef[], roles: readonly RoleRef[]): string {
  const user = entry.userId === null ? null : (users.find((u) => u.userId === entry.userId)?.name ?? i18n._('User {id}', { id: entry.userId }));
  const role = entry.roleId === null ? null : (roles.find((r) => r.id === entry.roleId)?.name ?? i18n._('Role {id}', { id: entry.roleId }));
  if (user === null) return role === null ? i18n._('Anyone as any role') : i18n._('Anyone as {role}', { role });
  return role === null ? i18n._('{user} as any role', { user }) : i18n._('{user} as {role}', { user, role });
}

export function SecurityPanel({ ctx, value, onChange, users, teams, roles, current, projects, experiments, placement, footer }: SecurityPanelProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [shareOpen, setShareOpen] = useState(shareAreaInitiallyOpen(ctx.isCreate));
  const readOnly = isSecurityReadOnly(ctx);
  const owners = ownerOptions(ctx, users, { id: value.recOwnerId, name: current.ownerName });
  const teamList = teamOptions(teams, value, { id: value.recTeamId, name: current.teamName });
  const groupKinds = groupChoiceKinds(ctx.entity);
  const choices = placementChoices(ctx, placement, value, { projects, experiments });
  const groupKey = value.expId !== -1 ? `e:${value.expId}` : value.projectId !== -1 ? `p:${value.projectId}` : '';
  const sharesEditable = canEditShares(ctx, value);
  const check = checkSecurity(ctx.entity, value, ctx.isCreate);
  const setAcl = (acl: AclEntry[]) => onChange({ ...value, recAcl: acl });
  return (
    <Accordion collapsible defaultOpenItems={['security']} className={styles.root}>
      <AccordionItem value="security">
        <AccordionHeader as="h2">{i18n._('Security')}</AccordionHeader>
        <AccordionPanel>
          <div className={styles.body}>
            <Field label={i18n._('Owner')}>
              <Select value={value.recOwnerId === null ? '' : String(value.recOwnerId)} disabled={!ownerEditable(ctx)} onChange={(_e, d) => onChange({ ...value, recOwnerId: Number(d.value) })}>
                {owners.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={i18n._('Team')}>
              <Select
                value={value.recTeamId === null ? '' : String(value.recTeamId)}
                disabled={!teamEditable(ctx, value)}
                onChange={(_e, d) => onChange({ ...value, recTeamId: d.value === '' ? null : Number(d.value) })}
              >
                {/* A new project may be made without a team, after the 'No team selected.' warning (node-model §5). */}
                {(value.recTeamId === null || (ctx.isCreate && ctx.entity === 'project')) && !teamList.some((t) => t.id === null) ? <option value="" /> : null}
                {teamList.map((t) => (
                  <option key={t.id ?? 'none'} value={t.id ?? ''}>
                    {t.name}
                  </option>
                ))}
              </Select>
            </Field>
            {groupKinds === 'none' ? null : (
              <Field label={groupKinds === 'projects' ? i18n._('Project') : i18n._('Project / experiment')} hint={!readOnly && choices.hidden > 0 ? i18n._(MSG_OTHER_TEAMS_HIDDEN) : undefined}>
                <Select value={groupKey} disabled={readOnly} onChange={(_e, d) => onChange(applyGroupChoice(ctx.entity, value, d.value === '' ? null : groupChoiceOf(d.value, projects, experiments)))}>
                  <option value="">{i18n._('None')}</option>
                  {choices.projects.map((p) => (
                    <option key={`p${p.id}`} value={`p:${p.id}`}>
                      {p.name}
                    </option>
                  ))}
                  {groupKinds === 'projectsAndExperiments'
                    ? choices.experiments.map((e) => (
                        <option key={`e${e.id}`} value={`e:${e.id}`}>
                          {e.projectName ? `${e.projectName} › ${e.name}` : e.name}
                        </option>
                      ))
                    : null}
                </Select>
              </Field>
            )}
            {value.recInhAcl.length > 0 ? (
              <div>
                <Caption1>{i18n._('Inherited shares')}</Caption1>
                <ul aria-label={i18n._('Inherited shares')}>
                  {value.recInhAcl.map((entry, i) => (
                    <li key={i}>{aclText(i18n, entry, users, roles)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {check.warnings.map((w) => (
              <MessageBar key={w} intent="warning">
                <MessageBarBody>{translateMessage(w)}</MessageBarBody>
              </MessageBar>
            ))}
            {ENTITY_CAPABILITIES[ctx.entity].canShare ? (
              <div>
                <Button appearance="subtle" aria-expanded={shareOpen} onClick={() => setShareOpen(!shareOpen)}>
                  {i18n._('Share with ({count})', { count: value.recAcl.length })}
                </Button>
                {shareOpen ? (
                  <div className={styles.body} role="group" aria-label={i18n._('Shares')}>
                    {value.recAcl.map((entry, i) => (
                      <div key={i} className={styles.share}>
                        <Field label={i18n._('User')} className={styles.grow}>
                          <Select value={entry.userId === null ? '' : String(entry.userId)} disabled={!sharesEditable} onChange={(_e, d) => setAcl(value.recAcl.map((a, j) => (j === i ? { ...a, userId: d.value === '' ? null : Number(d.value) } : a)))}>
                            <option value="" />
                            {users.map((u) => (
                              <option key={u.userId} value={u.userId}>
                                {u.name}
                              </option>
                            ))}
                          </Select>
                        </Field>
                        <Field label={i18n._('Role')} className={styles.grow}>
                          <Select value={entry.roleId === null ? '' : String(entry.roleId)} disabled={!sharesEditable} onChange={(_e, d) => setAcl(value.recAcl.map((a, j) => (j === i ? { ...a, roleId: d.value === '' ? null : Number(d.value) } : a)))}>
                            <option value="" />
                            {roleOptions(roles).map((r) => (
                              <option key={r.id} value={r.id}>
                                {r.name}
                              </option>
                            ))}
                          </Select>
                        </Field>
                        <Button icon={<DeleteRegular />} aria-label={i18n._('Remove share')} disabled={!sharesEditable} onClick={() => setAcl(value.recAcl.filter((_a, j) => j !== i))} />
                      </div>
                    ))}
                    <Button icon={<AddRegular />} disabled={!sharesEditable} onClick={() => setAcl([...value.recAcl, { userId: null, roleId: null }])}>
                      {i18n._('Add share')}
                    </Button>
                  </div>
                ) : null}
              </div>
            ) : null}
            {check.errors.map((e) => (
              <MessageBar key={e} intent="error">
                <MessageBarBody>{translateMessage(e)}</MessageBarBody>
              </MessageBar>
            ))}
            {footer}
          </div>
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
