import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchResponseItem } from '../../src/domain/nodes/node-protocol';
import type { SerializedNode } from '../../server/nodes/subtree-codec';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

function flatten(nodes: readonly SerializedNode[]): SerializedNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.childs)]);
}

function serializedNodes(text: unknown): SerializedNode[] {
  return flatten((JSON.parse(String(text)) as { nodes: SerializedNode[] }).nodes);
}

function propIds(nodes: SerializedNode[], gId: string): string[] | undefined {
  return nodes.find((n) => n.gId === gId)?.properties.map((p) => p.id);
}

const HIDDEN_FROM_OPERATORS = ['0.Settings.Locale', '0.Settings.Export', '0.Settings.Storage', '0.Settings.Licenses'];

describe('serialize and ExportNative are filtered like browse', () => {
  it('leaves out the settings an operator cannot browse (serialize, ExportNative, download)', async () => {
    expect((await env.operator.one({ action: BatchAction.browse, gId: '0.Settings.Storage' })).result).toBe(BatchResult.accessDenied);
    const answer = await env.operator.batch([
      { action: BatchAction.serialize, gId: '0' },
      { action: BatchAction.call, gId: '0', methodName: 'ExportNative' },
    ]);
    const [serialized, exported] = answer.responses as [BatchResponseItem, BatchResponseItem];
    for (const text of [serialized.serializedContent, exported.returnValue]) {
      const nodes = serializedNodes(text);
      const gIds = nodes.map((n) => n.gId);
      expect(gIds).toEqual(expect.arrayContaining(['0', '0.Settings', '0.Settings.System.Info', '0.Settings.gsDBTags.Urgent', '0.Controllers.LAB-CTRL-1']));
      for (const hidden of HIDDEN_FROM_OPERATORS) expect(gIds).not.toContain(hidden);
      // About at the operator's level: no advanced ServerId or DatabaseKind.
      expect(propIds(nodes, '0.Settings.System.Info')).toEqual(['Version', 'Uptime']);
      expect(text).not.toContain('decimalSeparator');
      expect(text).not.toContain('MaxUploadMB');
    }
    const download = await env.operator.post([{ action: BatchAction.serialize, gId: '0' }], 'download=true');
    expect(download.status).toBe(200);
    expect(download.text).not.toContain('0.Settings.Storage');
  });

  it('leaves out properties above the user level: FirmwareBuild (internal) only for admins', async () => {
    for (const user of [env.operator, env.engineer]) {
      const res = await user.one({ action: BatchAction.serialize, gId: '0.Pump' }, CONTROLLER);
      expect(res.result).toBe(BatchResult.ok);
      const nodes = serializedNodes(res.serializedContent);
      expect(propIds(nodes, '0.Pump')).toContain('FlowRate');
      expect(propIds(nodes, '0.Pump')).not.toContain('FirmwareBuild');
      expect(res.serializedContent).not.toContain('2.4.1187');
    }
    const adminCopy = await env.admin.one({ action: BatchAction.serialize, gId: '0.Pump' }, CONTROLLER);
    expect(propIds(serializedNodes(adminCopy.serializedContent), '0.Pump')).toContain('FirmwareBuild');
  });

  it('serializes the advanced settings for an engineer, whose level and rights allow them', async () => {
    const res = await env.engineer.one({ action: BatchAction.serialize, gId: '0.Settings' });
    const gIds = serializedNodes(res.serializedContent).map((n) => n.gId);
    expect(gIds).toEqual(expect.arrayContaining(['0.Settings.Locale', '0.Settings.Storage', '0.Settings.Licenses']));
    expect(propIds(serializedNodes(res.serializedContent), '0.Settings.Storage')).toContain('MaxUploadMB');
  });
});

describe('read checks visibility and read access per property', () => {
  it('refuses FirmwareBuild (internal) to operators and engineers with 2, without the value', async () => {
    for (const user of [env.operator, env.engineer]) {
      const res = await user.one({ action: BatchAction.read, gId: '0.Pump', propIds: ['FirmwareBuild'] }, CONTROLLER);
      expect(res).toMatchObject({ result: BatchResult.accessDenied, resultText: "Property 'FirmwareBuild' is not visible for you.", errors: [{ name: 'FirmwareBuild' }] });
      expect(res.values).toBeUndefined();
      expect(JSON.stringify(res)).not.toContain('2.4.1187');
    }
    const mixed = await env.operator.one({ action: BatchAction.read, gId: '0.Pump', propIds: ['FlowRate', 'FirmwareBuild'] }, CONTROLLER);
    expect(mixed.result).toBe(BatchResult.accessDenied);
    expect(mixed.values).toBeUndefined();
  });

  it('refuses advanced properties to operators but not to engineers', async () => {
    const refused = await env.operator.one({ action: BatchAction.read, gId: '0.Settings.System.Info', propIds: ['ServerId'] });
    expect(refused.result).toBe(BatchResult.accessDenied);
    expect(refused.values).toBeUndefined();
    const allowed = await env.engineer.one({ action: BatchAction.read, gId: '0.Settings.System.Info', propIds: ['ServerId'] });
    expect(allowed.result).toBe(BatchResult.ok);
  });

  it('still answers what the user may read, and hread of live values', async () => {
    expect((await env.operator.one({ action: BatchAction.read, gId: '0.Pump', propIds: ['FlowRate', 'Pressure'] }, CONTROLLER)).result).toBe(BatchResult.ok);
    expect((await env.admin.one({ action: BatchAction.read, gId: '0.Pump', propIds: ['FirmwareBuild'] }, CONTROLLER)).values).toEqual([{ id: 'FirmwareBuild', value: '2.4.1187' }]);
    expect((await env.operator.one({ action: BatchAction.hread, gId: '0.Pump', propIds: ['Pressure'] }, CONTROLLER)).result).toBe(BatchResult.ok);
  });
});
