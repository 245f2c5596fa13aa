import { describe, expect, it } from 'vitest';
import { BatchAction } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER, findInTree } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

describe('node descriptions for tree rows', () => {
  it("sends a node's Description property as desc, else its type's description", async () => {
    const local = await env.engineer.one({ action: BatchAction.browse, gId: '0', filter: { depth: 2 } });
    expect(findInTree(local.node, '0.Controllers.LAB-CTRL-1')?.desc).toBe('Simulated laboratory controller');
    expect(findInTree(local.node, '0.Settings.Locale')?.desc).toBe('Number and date formats.');
    expect(findInTree(local.node, '0.Controllers')?.desc).toBeUndefined();
    const controller = await env.engineer.one({ action: BatchAction.browse, gId: '0', filter: { depth: 1 } }, CONTROLLER);
    expect(findInTree(controller.node, '0.Pump')?.desc).toBe('Delivers the eluent at the set flow rate and composition.');
  });
});
