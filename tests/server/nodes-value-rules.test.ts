import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

async function stored(host: string, gId: string, propId: string): Promise<unknown> {
  const row = await env.server.database.db.selectFrom('node_properties').select('value').where('host', '=', host).where('node_g_id', '=', gId).where('prop_id', '=', propId).executeTakeFirstOrThrow();
  return JSON.parse(row.value);
}

const TAG = '0.Settings.gsDBTags.Urgent';
const SCHEMA = '0.Settings.ExperimentSchema';

describe('value rules of the colour, line-style and permission editors', () => {
  it('refuses a tag colour that is not a colour and keeps the old one', async () => {
    for (const value of ['red', '#12345', '#gg0000', '123456', '#1234567']) {
      const answer = await env.admin.one({ action: BatchAction.update, gId: TAG, values: [{ id: 'Color', value }] });
      expect(answer).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'Invalid colour!', errors: [{ name: 'Color', text: 'Invalid colour!' }] });
    }
    expect(await stored('', TAG, 'Color')).toBe('#d13438');
  });

  it('stores a colour with and without alpha', async () => {
    expect((await env.admin.one({ action: BatchAction.update, gId: TAG, values: [{ id: 'Color', value: '#00ff7f' }] })).result).toBe(BatchResult.ok);
    expect((await env.admin.one({ action: BatchAction.update, gId: TAG, values: [{ id: 'Color', value: '#00ff7f80' }] })).result).toBe(BatchResult.ok);
    expect(await stored('', TAG, 'Color')).toBe('#00ff7f80');
  });

  it("stores only well-formed line styles: width 1–5, None with width 0", async () => {
    const update = (value: string) => env.engineer.one({ action: BatchAction.update, gId: '0.MWD', values: [{ id: 'TraceStyle', value }] }, CONTROLLER);
    for (const value of ['#0078d4;Solid;6', '#0078d4;Solid;0', '#0078d4;None;2', '#0078d4;Wavy;1', 'blue;Solid;1', '#0078d4;Solid']) {
      expect(await update(value)).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'Invalid line style!' });
    }
    expect(await stored('LAB-CTRL-1', '0.MWD', 'TraceStyle')).toBe('#0078d4;Solid;2');
    expect((await update('#107c10;DashDot;5')).result).toBe(BatchResult.ok);
    expect((await update('#107c10;None;0')).result).toBe(BatchResult.ok);
    expect(await stored('LAB-CTRL-1', '0.MWD', 'TraceStyle')).toBe('#107c10;None;0');
  });

  it('stores a permission string of known actions and levels, refuses others', async () => {
    const update = (value: string) => env.admin.one({ action: BatchAction.update, gId: SCHEMA, values: [{ id: 'Permissions', value }] });
    expect(await update('Create=Everyone')).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'Invalid permission!' });
    expect(await update('Launch=Owner')).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'Invalid permission!' });
    const value = 'Create=Global;Read=Owner;Write=Owner;Delete=None;AssignRights=None';
    expect((await update(value)).result).toBe(BatchResult.ok);
    expect(await stored('', SCHEMA, 'Permissions')).toBe(value);
  });

  it('lets an engineer read the schema but not change its permissions', async () => {
    const browse = await env.engineer.one({ action: BatchAction.browse, gId: SCHEMA, filter: { depth: 0 } });
    expect(browse.node?.properties?.find((p) => p.id === 'Permissions')?.webEditor).toBe('permission');
    const answer = await env.engineer.one({ action: BatchAction.update, gId: SCHEMA, values: [{ id: 'Permissions', value: 'Create=None;Read=Global;Write=None;Delete=None;AssignRights=None' }] });
    expect(answer.result).toBe(BatchResult.accessDenied);
  });
});
