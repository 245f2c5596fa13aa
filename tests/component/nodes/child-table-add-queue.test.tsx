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

/** Every create waits until the test settles it; `held` lists them in the order they were sent. */
function holdCreates(): Held[] {
  const held: Held[] = [];
  vi.mocked(createNode).mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        held.push({ resolve: (gId) => resolve({ gId, node: undefined }), reject });
      }),
  );
  return held;
}

describe('child table add queue', () => {
  beforeEach(() => {
    vi.mocked(createNode).mockReset();
  });

  it('sends the second add only after the first is answered', async () => {
    const held = holdCreates();
    const { result } = renderHook(() => useChildTableOperations(HOST, TABLE_GID));
    let first: Promise<string> = Promise.resolve('');
    let second: Promise<string> = Promise.resolve('');
    act(() => {
      first = result.current.add(VIAL);
      second = result.current.add(VIAL);
    });
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(1), WAIT);
    // Let the queue run whatever it would: the second create must still be waiting.
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(createNode).toHaveBeenCalledTimes(1);
    await act(async () => held[0]?.resolve(`${TABLE_GID}.T1`));
    await expect(first).resolves.toBe(`${TABLE_GID}.T1`);
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(2), WAIT);
    await act(async () => held[1]?.resolve(`${TABLE_GID}.T2`));
    await expect(second).resolves.toBe(`${TABLE_GID}.T2`);
    expect(vi.mocked(createNode).mock.calls.map((call) => call.slice(0, 3))).toEqual([
      [HOST, TABLE_GID, 'Vial'],
      [HOST, TABLE_GID, 'Vial'],
    ]);
  });

  it('sends the queued add after a refused one', async () => {
    const held = holdCreates();
    const { result } = renderHook(() => useChildTableOperations(HOST, TABLE_GID));
    let first: Promise<string> = Promise.resolve('');
    let second: Promise<string> = Promise.resolve('');
    act(() => {
      first = result.current.add(VIAL);
      second = result.current.add(VIAL);
    });
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(1), WAIT);
    await act(async () => held[0]?.reject(new Error('No room for another vial.')));
    await expect(first).rejects.toThrow('No room for another vial.');
    await waitFor(() => expect(createNode).toHaveBeenCalledTimes(2), WAIT);
    await act(async () => held[1]?.resolve(`${TABLE_GID}.T2`));
    await expect(second).resolves.toBe(`${TABLE_GID}.T2`);
  });
});
