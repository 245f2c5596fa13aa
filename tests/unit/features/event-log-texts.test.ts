// The event log's column names live in src/domain as English; the screen's catalog carries them through
// EVENT_COLUMN_TEXTS. A column added to the domain without being marked there would show in English.
import { describe, expect, it } from 'vitest';
import { eventLogColumns } from '../../../src/domain/eventlog/eventlog-columns';
import { EVENT_SOURCES } from '../../../src/domain/eventlog/eventlog-protocol';
import { EVENT_COLUMN_TEXTS } from '../../../src/features/eventlog/event-log-texts';

describe('event log column texts', () => {
  it('marks every column name of every source for translation', () => {
    const names = new Set(EVENT_SOURCES.flatMap((source) => eventLogColumns(source).map((c) => c.text)));
    expect([...names].filter((name) => !EVENT_COLUMN_TEXTS.includes(name))).toEqual([]);
  });
});
