import { describe, expect, it } from 'vitest';
import { formatPermissions, noPermissions, parsePermissions, setPermissionLevel, withPermissionRule } from '../../../../src/domain/values/permission-string';

describe('parsePermissions', () => {
  it("reads 'Action=Level' pairs and leaves missing actions at None", () => {
    expect(parsePermissions('Create=Owner;Read=Global')).toEqual({ ok: true, value: { ...noPermissions(), Create: 'Owner', Read: 'Global' } });
  });

  it('ignores case in action and level names', () => {
    expect(parsePermissions('assignrights=member')).toEqual({ ok: true, value: { ...noPermissions(), AssignRights: 'Member' } });
  });

  it('reports an unknown pair and keeps the rest', () => {
    expect(parsePermissions('Read=Global;Fly=Owner')).toEqual({ ok: false, error: 'Invalid permission!', value: { ...noPermissions(), Read: 'Global' } });
  });
});

describe('formatPermissions', () => {
  it('writes all five actions in the fixed order', () => {
    expect(formatPermissions({ ...noPermissions(), Write: 'Member' })).toBe('Create=None;Read=None;Write=Member;Delete=None;AssignRights=None');
  });
});

describe('withPermissionRule', () => {
  it('gives Read=Owner when Create is not None and Read is None', () => {
    expect(withPermissionRule({ ...noPermissions(), Create: 'Global' }).Read).toBe('Owner');
  });

  it('keeps a Read level that is set', () => {
    expect(withPermissionRule({ ...noPermissions(), Create: 'Global', Read: 'Member' }).Read).toBe('Member');
  });
});

describe('setPermissionLevel', () => {
  it('applies the rule after the change', () => {
    expect(setPermissionLevel(noPermissions(), 'Create', 'Owner')).toEqual({ ...noPermissions(), Create: 'Owner', Read: 'Owner' });
  });
});
