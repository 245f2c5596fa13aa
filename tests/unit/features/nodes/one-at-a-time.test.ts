import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../../src/features/nodes/table/one-at-a-time';

describe('one add request at a time', () => {
  it('starts a job only after the one before it settled, failed ones included', async () => {
    const serial = oneAtATime();
    const log: string[] = [];
    const job = (name: string, fail = false) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([serial(job('a')), serial(job('b', true)), serial(job('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
