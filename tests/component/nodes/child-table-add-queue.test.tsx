// The child table's adds run one at a time (node-model §4 "Only one add request runs at a time; others
// queue"): a second add's create is sent only once the first has settled, whether it succeeded or failed.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createNode } from '../../../src/data/nodes/node-operations';
import type * as NodeOperations from '../../../src/data/nodes/node-operations';
import { useChildTableOperations } from '../../../src/features/nodes/table/use-child-table-operations';
import { HOST } from './tree-fixtures';
import { TABLE_GID } from './child-table-fixtures';

vi.mock('../../../src/data/nodes/node-operations', async (importOriginal) => ({
  ...(await importOriginal<typeof NodeOperations>()),
  createNode: vi.fn(),
}));

const WAIT = { timeout: 15_000 };
const VIAL = { type: 'Vial', name: 'Vial' };

type Held = { resolve: (gId: string) => void; reject: (error: Error) => void };

/**
 * Asks the table's operations for two adds at once; every create waits until the test settles it
 * through `held` (in the order sent), and each add's outcome is recorded when it settles.
 */
function startTwoAdds() {
  const held: Held[] = [];
  vi.mocked(createNode).mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        held.push({ resolve: (gId) => resolve({ gId, node: undefined }), reject });
      }),
  );
  const { result } = renderHook(() => useChildTableOperations(HOST, TABLE_GID));
  const outcomes: string[] = [];
  act(() => {
    for (const n of [1, 2]) {
      void result.current.add(VIAL).then(
        (gId) => outcomes.push(`add ${n}: ${gId}`),
        (error: Error) => outcomes.push(`add ${n} failed: ${error.message}`),
      );
    }
  });
  return { held, outcomes };
}

describe('child table add queue', () => {
  beforeEach(() => {
    vi.mocked(createNode).mockReset();
  });

  it('sends the second add only after the first is answered', async () => {
    const { held, outcomes } = startTwoAdds();
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(1), WAIT);
    // Let the queue run whatever it would: the second create must still be waiting.
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(createNode).toHaveBeenCalledTimes(1);
    await act(async () => held[0]?.resolve(`${TABLE_GID}.T1`));
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(2), WAIT);
    await act(async () => held[1]?.resolve(`${TABLE_GID}.T2`));
    await waitFor(() => expect(outcomes).toEqual([`add 1: ${TABLE_GID}.T1`, `add 2: ${TABLE_GID}.T2`]), WAIT);
    expect(vi.mocked(createNode).mock.calls.map((call) => call.slice(0, 3))).toEqual([
      [HOST, TABLE_GID, 'Vial'],
      [HOST, TABLE_GID, 'Vial'],
    ]);
  });

  it('sends the queued add after a refused one', async () => {
    const { held, outcomes } = startTwoAdds();
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(1), WAIT);
    await act(async () => held[0]?.reject(new Error('No room for another vial.')));
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(2), WAIT);
    await act(async () => held[1]?.resolve(`${TABLE_GID}.T2`));
    await waitFor(() => expect(outcomes).toEqual(['add 1 failed: No room for another vial.', `add 2: ${TABLE_GID}.T2`]), WAIT);
  });
});
