import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitNodeChanged, onNodeChanged } from '../../../../src/data/nodes/node-events';

afterEach(() => vi.restoreAllMocks());

describe('node-changed event', () => {
  it('reaches every listener, even after one of them fails, and none after it unsubscribed', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: string[] = [];
    const stopFailing = onNodeChanged(() => {
      throw new Error('listener bug');
    });
    const stop = onNodeChanged((change) => heard.push(`${change.host}:${change.gIds.join(',')}`));
    emitNodeChanged({ host: 'ctrl', gIds: ['0.A'] });
    stop();
    stopFailing();
    emitNodeChanged({ host: 'ctrl', gIds: ['0.B'] });
    expect(heard).toEqual(['ctrl:0.A']);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
