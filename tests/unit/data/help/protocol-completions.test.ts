// Protocol completions kept in the user's database (src/data/help/protocol-completions.ts).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPLETIONS_SHOWN, listProtocolCompletions, recordProtocolCompletion } from '../../../../src/data/help/protocol-completions';
import type { ProtocolCompletion } from '../../../../src/domain/help/protocol-completion';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';

afterEach(async () => {
  await deleteFreshDatabases();
});

function completion(activeBook: string, minute: number, userName = 'Olivia Operator'): ProtocolCompletion {
  return { activeBook, completedAt: `2026-11-26T07:${String(minute).padStart(2, '0')}:00.000Z`, userId: '7', userName, checks: 12 };
}

describe('protocol completions', () => {
  it('lists the completions of one protocol newest first, apart from other protocols', async () => {
    const database = freshDatabase();
    await recordProtocolCompletion(completion('Protocol-Setup', 1), database);
    await recordProtocolCompletion(completion('Protocol-Setup', 3, 'Erik Engineer'), database);
    await recordProtocolCompletion(completion('Protocol-Shutdown', 2), database);
    expect((await listProtocolCompletions('Protocol-Setup', database)).map((c) => [c.completedAt, c.userName])).toEqual([
      ['2026-11-26T07:03:00.000Z', 'Erik Engineer'],
      ['2026-11-26T07:01:00.000Z', 'Olivia Operator'],
    ]);
    expect(await listProtocolCompletions('Protocol-Clean', database)).toEqual([]);
  });

  it('keeps every completion, even two of the same protocol recorded by two tabs', async () => {
    const database = freshDatabase();
    await Promise.all([recordProtocolCompletion(completion('Ph-Calibration', 1), database), recordProtocolCompletion(completion('Ph-Calibration', 2), database)]);
    expect(await listProtocolCompletions('Ph-Calibration', database)).toHaveLength(2);
  });

  it(`lists at most the latest ${COMPLETIONS_SHOWN}`, async () => {
    const database = freshDatabase();
    for (let m = 0; m < COMPLETIONS_SHOWN + 3; m++) await recordProtocolCompletion(completion('Protocol-Clean', m), database);
    const listed = await listProtocolCompletions('Protocol-Clean', database);
    expect(listed).toHaveLength(COMPLETIONS_SHOWN);
    expect(listed[0]?.completedAt).toBe('2026-11-26T07:12:00.000Z');
  });

  it('is kept in the database of the user who recorded it', async () => {
    const mine = freshDatabase();
    const theirs = freshDatabase();
    await recordProtocolCompletion(completion('Protocol-Setup', 1), mine);
    expect(await listProtocolCompletions('Protocol-Setup', theirs)).toEqual([]);
  });
});
