import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/domain/app-constants';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { AccessFlag, VisibilityLevel, hasFlag } from '../../src/domain/rights';
import { CONTROLLER, createDebugUser, findInTree, propValue } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

describe('browse', () => {
  it('answers the seeded local tree with settings, tags, licences and controllers', async () => {
    const answer = await env.admin.batch([{ action: BatchAction.browse, gId: '0', filter: { browseLevel: VisibilityLevel.advanced } }]);
    const root = answer.responses[0]?.node;
    expect(answer.responses[0]?.result).toBe(BatchResult.ok);
    expect(root?.childs?.map((c) => c.gId)).toEqual(['0.Settings', '0.Controllers']);
    expect(findInTree(root, '0.Settings')?.childs?.map((c) => c.id)).toEqual(['System', 'Locale', 'Export', 'Storage', 'Licenses', 'gsDBTags', 'ExperimentSchema', 'WebApp']);
    expect(findInTree(root, '0.Settings.gsDBTags')?.childs?.map((c) => c.name)).toEqual(['Urgent', 'Validated', 'Archived']);
    expect(findInTree(root, '0.Controllers.LAB-CTRL-1')?.type).toBe('ControllerHost');
    expect(answer.descriptors.map((d) => d.tid)).toEqual(expect.arrayContaining(['Root', 'Folder', 'TagsRoot', 'Tag']));
  });

  it('shows the About page with version, server id, database kind and a running uptime', async () => {
    const info = (await env.admin.one({ action: BatchAction.browse, gId: '0.Settings.System.Info', filter: { depth: 0, browseLevel: VisibilityLevel.advanced } })).node;
    expect(propValue(info, 'Version')).toBe(APP_VERSION);
    expect(propValue(info, 'ServerId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(propValue(info, 'DatabaseKind')).toBe(process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite');
    expect(propValue(info, 'Uptime')).toMatch(/^\d+d \d\d:\d\d:\d\d$/);
    expect(info?.properties?.find((p) => p.id === 'Uptime')?.ac).toBe(AccessFlag.browse | AccessFlag.read);
  });

  it('caps the browse level by the user: an operator asking for debug gets standard', async () => {
    const info = (await env.operator.one({ action: BatchAction.browse, gId: '0.Settings.System.Info', filter: { depth: 0, browseLevel: VisibilityLevel.debug } })).node;
    expect(info?.properties?.map((p) => p.id)).toEqual(['Version', 'Uptime']);
    const engineerInfo = (await env.engineer.one({ action: BatchAction.browse, gId: '0.Settings.System.Info', filter: { depth: 0, browseLevel: VisibilityLevel.debug } })).node;
    expect(engineerInfo?.properties?.map((p) => p.id)).toEqual(['Version', 'ServerId', 'DatabaseKind', 'Uptime']);
  });

  it('leaves out nodes without browse access for an operator', async () => {
    const settings = (await env.operator.one({ action: BatchAction.browse, gId: '0.Settings' })).node;
    expect(settings?.childs?.map((c) => c.id)).toEqual(['System', 'gsDBTags']);
    const locale = await env.operator.one({ action: BatchAction.browse, gId: '0.Settings.Locale' });
    expect(locale.result).toBe(BatchResult.accessDenied);
  });

  it('sends nodes without browse at debug level, with ac lacking browse, to a debug.admin user', async () => {
    const debugUser = await createDebugUser(env.server);
    const standard = (await debugUser.one({ action: BatchAction.browse, gId: '0.Settings', filter: { depth: 1 } })).node;
    expect(standard?.childs?.map((c) => c.id)).toEqual(['System', 'gsDBTags']);
    const debug = (await debugUser.one({ action: BatchAction.browse, gId: '0.Settings', filter: { depth: 1, browseLevel: VisibilityLevel.debug } })).node;
    const locale = findInTree(debug, '0.Settings.Locale');
    expect(debug?.childs?.map((c) => c.id)).toEqual(['System', 'Locale', 'Export', 'Storage', 'Licenses', 'gsDBTags', 'ExperimentSchema', 'WebApp']);
    expect(locale && hasFlag(locale.ac, AccessFlag.browse)).toBe(false);
    expect(propValue(locale, 'decimalSeparator')).toBeNull();
  });

  it('hides nodes above the level: Storage is advanced', async () => {
    const standard = (await env.admin.one({ action: BatchAction.browse, gId: '0.Settings', filter: { depth: 1 } })).node;
    expect(standard?.childs?.map((c) => c.id)).not.toContain('Storage');
  });

  it('cuts the tree at depth and marks cut-off nodes with hasChildren', async () => {
    const root = (await env.admin.one({ action: BatchAction.browse, gId: '0', filter: { depth: 1 } })).node;
    expect(root?.childs?.map((c) => c.id)).toEqual(['Settings', 'Controllers']);
    expect(root?.childs?.every((c) => c.hasChildren === true && c.childs === undefined)).toBe(true);
  });

  it('sends only AlarmingInfo, or properties only for the listed nodes, when the filter says so', async () => {
    const alarms = (await env.admin.one({ action: BatchAction.browse, gId: '0', filter: { props: 'AlarmingInfo' } }, CONTROLLER)).node;
    expect(findInTree(alarms, '0.Pump')?.properties?.map((p) => p.id)).toEqual(['AlarmingInfo']);
    const listed = (await env.admin.one({ action: BatchAction.browse, gId: '0', filter: { nodes: ['0.Pump'] } }, CONTROLLER)).node;
    expect(findInTree(listed, '0.Pump')?.properties?.length).toBeGreaterThan(3);
    expect(findInTree(listed, '0.MWD')?.properties).toBeUndefined();
  });

  it('browses a controller tree with its instruments, methods and table flags', async () => {
    const root = (await env.operator.one({ action: BatchAction.browse, gId: '0' }, CONTROLLER)).node;
    expect(root?.childs?.map((c) => c.id)).toEqual(['Pump', 'Autosampler', 'MWD', 'MALS', 'PhMeter']);
    const vials = findInTree(root, '0.Autosampler.Vials');
    expect(vials?.canReorder).toBe(true);
    expect(vials?.isArray).toBe(true);
    expect(vials?.childs?.map((c) => c.id)).toEqual(['Vial1', 'Vial2', 'Vial3', 'Vial4']);
    const wash = findInTree(root, '0.Autosampler')?.methods?.find((m) => m.id === 'NeedleWash');
    expect(wash?.args?.map((a) => a.name)).toEqual(['cycles', 'solvent']);
    // Operators watch instruments: they read but neither write nor call.
    expect(hasFlag(wash?.ac ?? 0, AccessFlag.write)).toBe(false);
    expect(hasFlag(findInTree(root, '0.Pump')?.ac ?? 0, AccessFlag.write)).toBe(false);
  });

  it('leaves out inactive nodes with activeOnly', async () => {
    await env.server.database.db.updateTable('nodes').set({ active: 0 }).where('host', '=', 'LAB-CTRL-1').where('g_id', '=', '0.PhMeter').execute();
    const root = (await env.admin.one({ action: BatchAction.browse, gId: '0', filter: { depth: 1, activeOnly: true } }, CONTROLLER)).node;
    expect(root?.childs?.map((c) => c.id)).not.toContain('PhMeter');
    await env.server.database.db.updateTable('nodes').set({ active: 1 }).where('host', '=', 'LAB-CTRL-1').where('g_id', '=', '0.PhMeter').execute();
  });

  it('answers getType for a node, a type name and all types', async () => {
    const answer = await env.admin.batch([
      { action: BatchAction.getType, gId: '0.Autosampler.Vials' },
      { action: BatchAction.getType, className: 'Pump' },
      { action: BatchAction.getType },
      { action: BatchAction.getType, className: 'Nope' },
    ], CONTROLLER);
    expect(answer.responses[0]?.types).toEqual([{ tid: 'VialTable', name: 'Vials', allowedTypes: [{ type: 'Vial', name: 'Vial', desc: 'A sample vial in the tray.' }], canReorder: true, isArray: true, clonable: false }]);
    expect(answer.responses[1]?.types?.[0]?.tid).toBe('Pump');
    expect(answer.responses[2]?.types?.length).toBeGreaterThan(10);
    expect(answer.responses[3]?.result).toBe(BatchResult.notFound);
    expect(answer.descriptors.map((d) => d.tid)).toEqual(expect.arrayContaining(['VialTable', 'Pump']));
  });

  it('refuses an unknown token with 401', async () => {
    const client = await env.server.client();
    const res = await client.post('/api/node/batch', [{ action: BatchAction.browse }], { token: 'not-a-token' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: [{ msg: 'Authentication required.', severity: 2 }] });
  });

  it('answers 404 for an unknown controller host', async () => {
    const res = await env.admin.post([{ action: BatchAction.browse }], 'controller=NO-SUCH-HOST');
    expect(res.status).toBe(404);
  });

  it('answers 4 for a node that does not exist', async () => {
    expect((await env.admin.one({ action: BatchAction.browse, gId: '0.Nowhere' })).result).toBe(BatchResult.notFound);
  });
});
