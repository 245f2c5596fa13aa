// Browse and read mode (node-model.md §3 scopes none, design, run, all; docs/nodes.md "Browse modes"):
// design sends configuration and unscoped items, run live values, alarms, instrument methods and
// unscoped items, everything else all; isDesigner marks a design browse by a user who may write.
import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult, BrowseScope } from '../../src/domain/nodes/node-protocol';
import type { BatchResponseItem, BrowseFilter } from '../../src/domain/nodes/node-protocol';
import { VisibilityLevel } from '../../src/domain/rights';
import { CONTROLLER } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

const PUMP_ALL = ['FlowRate', 'a', 'b', 'c', 'd', 'PressureLimit', 'Pressure', 'FirmwareBuild'];
const PUMP_DESIGN = ['FlowRate', 'a', 'b', 'c', 'd', 'PressureLimit', 'FirmwareBuild'];
const PUMP_RUN = ['Pressure', 'FirmwareBuild'];

async function browse(user: NodeUser, gId: string, filter: BrowseFilter, query = CONTROLLER): Promise<BatchResponseItem> {
  return user.one({ action: BatchAction.browse, gId, filter: { depth: 0, ...filter } }, query);
}

const propIds = (answer: BatchResponseItem) => answer.node?.properties?.map((p) => p.id);
const methodIds = (answer: BatchResponseItem) => answer.node?.methods?.map((m) => m.id) ?? [];

describe('browse mode', () => {
  it('filters the properties by scope: design, run, and everything for all, none or no mode', async () => {
    const level = { browseLevel: VisibilityLevel.internal };
    expect(propIds(await browse(env.admin, '0.Pump', { ...level, mode: BrowseScope.design }))).toEqual(PUMP_DESIGN);
    expect(propIds(await browse(env.admin, '0.Pump', { ...level, mode: BrowseScope.run }))).toEqual(PUMP_RUN);
    for (const mode of [BrowseScope.all, BrowseScope.none, undefined]) {
      expect(propIds(await browse(env.admin, '0.Pump', { ...level, ...(mode ? { mode } : {}) }))).toEqual(PUMP_ALL);
    }
  });

  it('filters the methods by scope: instrument commands are run', async () => {
    expect(methodIds(await browse(env.engineer, '0.Autosampler', { mode: BrowseScope.design }))).toEqual([]);
    expect(methodIds(await browse(env.engineer, '0.Autosampler', { mode: BrowseScope.run }))).toEqual(['NeedleWash']);
    expect(methodIds(await browse(env.engineer, '0.PhMeter', { mode: BrowseScope.all }))).toEqual(['Calibrate']);
    const ph = await browse(env.engineer, '0.PhMeter', { mode: BrowseScope.design });
    expect(propIds(ph)).toEqual(['CalibrationDate', 'Slope']);
  });

  it('applies the mode to the whole depth and to AlarmingInfo-only browses', async () => {
    const tree = (await env.engineer.one({ action: BatchAction.browse, gId: '0', filter: { depth: 1, mode: BrowseScope.run } }, CONTROLLER)).node;
    expect(tree?.childs?.find((c) => c.id === 'MWD')?.properties?.map((p) => p.id)).toEqual(['LampHours', 'Absorbance']);
    expect(propIds(await browse(env.engineer, '0.Pump', { props: 'AlarmingInfo', mode: BrowseScope.design }))).toEqual([]);
    expect(propIds(await browse(env.engineer, '0.Pump', { props: 'AlarmingInfo', mode: BrowseScope.run }))).toEqual(['AlarmingInfo']);
  });

  it('scopes the local settings: settings pages are design, the uptime is run', async () => {
    expect(propIds(await browse(env.admin, '0.Settings.Locale', { mode: BrowseScope.run }, ''))).toEqual([]);
    expect(propIds(await browse(env.admin, '0.Settings.Locale', { mode: BrowseScope.design }, ''))).toHaveLength(7);
    expect(propIds(await browse(env.admin, '0.Settings.System.Info', { mode: BrowseScope.design }, ''))).toEqual(['Version']);
    expect(propIds(await browse(env.admin, '0.Settings.System.Info', { mode: BrowseScope.run }, ''))).toEqual(['Version', 'Uptime']);
  });

  it('sets isDesigner only for a design browse by a user with write access on the node', async () => {
    expect((await browse(env.engineer, '0.Pump', { mode: BrowseScope.design })).isDesigner).toBe(true);
    expect((await browse(env.operator, '0.Pump', { mode: BrowseScope.design })).isDesigner).toBe(false);
    for (const mode of [BrowseScope.run, BrowseScope.all, BrowseScope.none, undefined]) {
      expect((await browse(env.engineer, '0.Pump', mode ? { mode } : {})).isDesigner).toBe(false);
    }
    // Items other than browse never are designer answers.
    const update = await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 1 }], filter: { mode: BrowseScope.design } }, CONTROLLER);
    expect(update).toMatchObject({ result: BatchResult.ok, isDesigner: false });
  });
});

describe('read mode', () => {
  it('leaves out the values of the other scope', async () => {
    const read = (mode: BrowseScope | undefined, ids?: string[]) =>
      env.engineer.one({ action: BatchAction.read, gId: '0.Pump', ...(ids ? { propIds: ids } : {}), ...(mode ? { filter: { mode } } : {}) }, CONTROLLER);
    const ids = (answer: BatchResponseItem) => answer.values?.map((v) => v.id);
    expect(ids(await read(BrowseScope.design, ['FlowRate', 'Pressure', 'a']))).toEqual(['FlowRate', 'a']);
    expect(ids(await read(BrowseScope.run, ['FlowRate', 'Pressure', 'a']))).toEqual(['Pressure']);
    expect(ids(await read(BrowseScope.all, ['FlowRate', 'Pressure']))).toEqual(['FlowRate', 'Pressure']);
    expect(ids(await read(BrowseScope.design))).toEqual([]);
    expect(ids(await read(BrowseScope.run))).toEqual(['AlarmingInfo', 'FmtValue']);
    expect(ids(await read(undefined))).toEqual(['AlarmingInfo', 'FmtValue']);
  });
});
