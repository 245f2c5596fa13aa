import { describe, expect, it } from 'vitest';
import { expandFileNamePattern, fileNamePatternKeys } from '../../../../src/domain/nodes/file-name-pattern';

const facts = { nodeName: 'Pump 1', nodeId: 'Pump1', userName: 'operator', now: new Date('2026-11-26T03:04:05Z') };

describe('file name pattern keys', () => {
  it('lists each key as id and value, in the editor order', () => {
    expect(fileNamePatternKeys(facts)).toEqual([
      { id: 'NodeName', value: 'Pump 1' },
      { id: 'NodeId', value: 'Pump1' },
      { id: 'Date', value: '2026-11-26' },
      { id: 'Time', value: '03-04-05' },
      { id: 'UserName', value: 'operator' },
    ]);
  });

  it('expands known keys and leaves unknown ones as written', () => {
    expect(expandFileNamePattern('{NodeId}_{Date}_{Nope}.csv', facts)).toBe('Pump1_2026-11-26_{Nope}.csv');
  });
});
