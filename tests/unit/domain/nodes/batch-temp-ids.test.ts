import { describe, expect, it } from 'vitest';
import { collectCreatedIds, resolveTempId, rewriteTempIds, rewriteTempIdsInItems } from '../../../../src/domain/nodes/temp-ids';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';

const items = [
  { action: BatchAction.create, gId: '0.T', className: 'Folder', key: 'f' },
  { action: BatchAction.create, gId: '%f', className: 'Tag', key: 'g' },
  { action: BatchAction.create, gId: '0.T', className: 'Tag', key: 'failed' },
  { action: BatchAction.update, gId: '%g', values: [{ id: 'Unit', value: 'bar' }] },
];
const response = {
  responses: [{ result: 0, gId: '0.T.f1', key: 'f' }, { result: 0, gId: '0.T.f1.g1' }, { result: 2, key: 'failed' }, { result: 0 }],
  descriptors: [],
};

describe('temporary ids', () => {
  it('maps the keys of successful creates to the real gIds, using the request key when none is echoed', () => {
    expect([...collectCreatedIds(items, response)]).toEqual([
      ['f', '0.T.f1'],
      ['g', '0.T.f1.g1'],
    ]);
  });

  it("resolves '%key' and paths below it, and leaves unknown or ordinary ids alone", () => {
    const map = collectCreatedIds(items, response);
    expect(resolveTempId('%f', map)).toBe('0.T.f1');
    expect(resolveTempId('%f.Child', map)).toBe('0.T.f1.Child');
    expect(resolveTempId('%zzz', map)).toBe('%zzz');
    expect(resolveTempId('0.T', map)).toBe('0.T');
  });

  it('rewrites gId, bindGId, node references in values and args, and browse filter nodes', () => {
    const map = new Map([['k', '0.T.real']]);
    const item = {
      action: BatchAction.bind,
      gId: '%k',
      bindGId: '%k.Sub',
      values: [
        { id: 'Source', value: '%k' },
        { id: 'List', value: ['%k', 'x'] },
        { id: 'Pct', value: 50 },
      ],
      args: ['%k', 3],
      filter: { nodes: ['%k'] },
    };
    expect(rewriteTempIds(item, map)).toEqual({
      action: BatchAction.bind,
      gId: '0.T.real',
      bindGId: '0.T.real.Sub',
      values: [
        { id: 'Source', value: '0.T.real' },
        { id: 'List', value: ['0.T.real', 'x'] },
        { id: 'Pct', value: 50 },
      ],
      args: ['0.T.real', 3],
      filter: { nodes: ['0.T.real'] },
    });
  });

  it('returns the same item when it names no known temporary id', () => {
    const item = { action: BatchAction.update, gId: '0.T', values: [{ id: 'Text', value: '%discount' }] };
    expect(rewriteTempIds(item, new Map([['k', '0.x']]))).toBe(item);
  });

  it('rewrites later outbox entries with the ids of an earlier answered batch', () => {
    const known = collectCreatedIds(items.slice(0, 1), { responses: [response.responses[0]!], descriptors: [] });
    const later = [
      { action: BatchAction.update, gId: '%f', values: [{ id: 'Name', value: 'Pumps' }] },
      { action: BatchAction.move, gId: '%f', newIndex: 0 },
    ];
    expect(rewriteTempIdsInItems(later, known).map((i) => i.gId)).toEqual(['0.T.f1', '0.T.f1']);
  });
});
