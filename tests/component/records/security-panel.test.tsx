import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ACCESS_ALL, ACCESS_TEAM } from '../../../src/domain/records/record-access';
import type { RecordEntity } from '../../../src/domain/records/record-entities';
import { MSG_OTHER_TEAMS_HIDDEN, NO_GROUP } from '../../../src/domain/records/security-rules';
import type { PlacementScope, SecurityContext, SecurityValue } from '../../../src/domain/records/security-rules';
import { SecurityPanel } from '../../../src/features/records/record/SecurityPanel';
import { customerAnswer } from '../../support/record-answer';

const users = [
  { userId: 7, name: 'Ada Admin' },
  { userId: 8, name: 'Olivia Operator' },
];
const teams = [
  { id: 1, name: 'Lab A' },
  { id: 2, name: 'Lab B' },
];
const roles = [{ id: 3, name: 'Operators' }];
const project = { ...customerAnswer(40, 'Vaccine scale-up'), entity: 'project' as const, recTeamId: 2, recAcl: [{ userId: 8, roleId: 3 }] };

const sameTeamProject = { ...customerAnswer(41, 'Stability study'), entity: 'project' as const, recTeamId: 1 };

type HarnessProps = { ctx: Partial<SecurityContext> & { entity: RecordEntity }; initial?: Partial<SecurityValue>; placement?: PlacementScope };

function Harness({ ctx, initial, placement = { savedTeamId: 1, memberTeamIds: [] } }: HarnessProps) {
  const [value, setValue] = useState<SecurityValue>({ recOwnerId: 7, recTeamId: 1, recAcl: [], recInhAcl: [], projectId: NO_GROUP, expId: NO_GROUP, ...initial });
  const full: SecurityContext = { isCreate: false, readonly: false, recAccess: ACCESS_ALL, assignRights: 15, isAdmin: false, userId: 7, userName: 'Ada Admin', ...ctx };
  return (
    <SecurityPanel
      ctx={full}
      value={value}
      onChange={setValue}
      users={users}
      teams={teams}
      roles={roles}
      current={{ ownerName: 'Ada Admin', teamName: 'Lab A' }}
      projects={[project, sameTeamProject]}
      experiments={[]}
      placement={placement}
    />
  );
}

function renderPanel(props: Parameters<typeof Harness>[0]) {
  render(
    <FluentProvider theme={webLightTheme}>
      <Harness {...props} />
    </FluentProvider>,
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('security panel', () => {
  it("is a collapsible section titled 'Security', open, with the owner selected", () => {
    renderPanel({ ctx: { entity: 'customer' } });
    const header = screen.getByRole('button', { name: 'Security' });
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(select('Owner').value).toBe('7');
  });

  it('opens the share area on create and keeps it closed on an existing record', () => {
    renderPanel({ ctx: { entity: 'customer', isCreate: true } });
    expect(screen.getByRole('button', { name: /Share with/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add share' })).toBeTruthy();
  });

  it('keeps the share area closed on an existing record until opened', () => {
    renderPanel({ ctx: { entity: 'customer' } });
    const toggle = screen.getByRole('button', { name: /Share with/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Add share' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Add share' })).toBeTruthy();
  });

  it("says 'Share with - please select user and role!' until a share has both", () => {
    renderPanel({ ctx: { entity: 'customer', isCreate: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Add share' }));
    expect(screen.getByText('Share with - please select user and role!')).toBeTruthy();
    fireEvent.change(select('User'), { target: { value: '8' } });
    expect(screen.getByText('Share with - please select user and role!')).toBeTruthy();
    fireEvent.change(select('Role'), { target: { value: '3' } });
    expect(screen.queryByText('Share with - please select user and role!')).toBeNull();
  });

  it('copies the team and the inherited shares of a chosen project and locks the team', () => {
    renderPanel({ ctx: { entity: 'customer' } });
    fireEvent.change(select('Project / experiment'), { target: { value: 'p:40' } });
    expect(select('Team').value).toBe('2');
    expect(select('Team').disabled).toBe(true);
    expect(screen.getByRole('list', { name: 'Inherited shares' }).textContent).toContain('Olivia Operator as Operators');
    fireEvent.change(select('Project / experiment'), { target: { value: '' } });
    expect(screen.queryByRole('list', { name: 'Inherited shares' })).toBeNull();
  });

  it("warns 'No team selected.' when a new project has no team", () => {
    renderPanel({ ctx: { entity: 'project', isCreate: true }, initial: { recTeamId: null } });
    expect(screen.getByText('No team selected.')).toBeTruthy();
  });

  it('is read-only on an existing record without the assign right', () => {
    renderPanel({ ctx: { entity: 'customer', recAccess: ACCESS_TEAM } });
    expect(select('Owner').disabled).toBe(true);
    expect(select('Team').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Share with/ }));
    expect((screen.getByRole('button', { name: 'Add share' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no share area for kinds that are not shared (licences)', () => {
    renderPanel({ ctx: { entity: 'license' } });
    expect(screen.queryByRole('button', { name: /Share with/ })).toBeNull();
  });

  it('offers projects of other teams only to users who may assign the kind, and says why', () => {
    renderPanel({ ctx: { entity: 'customer', assignRights: 0 }, placement: { savedTeamId: 1, memberTeamIds: [1] } });
    const options = within(select('Project / experiment'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['None', 'Stability study']);
    expect(screen.getByText(MSG_OTHER_TEAMS_HIDDEN)).toBeTruthy();
  });

  it('offers a project of another team the user belongs to', () => {
    renderPanel({ ctx: { entity: 'customer', assignRights: 0 }, placement: { savedTeamId: 1, memberTeamIds: [1, 2] } });
    expect(within(select('Project / experiment')).getByRole('option', { name: 'Vaccine scale-up' })).toBeTruthy();
    expect(screen.queryByText(MSG_OTHER_TEAMS_HIDDEN)).toBeNull();
  });
});
