import { describe, expect, it } from 'vitest';
import { randomId, readTabId, TAB_ID_KEY } from '../../../src/data/tab-id';
import { MemoryStorage } from '../support/memory-storage';

describe('tab id', () => {
  it('is kept across reloads of the same tab through sessionStorage', () => {
    const tabSession = new MemoryStorage();
    const first = readTabId(tabSession);
    const afterReload = readTabId(tabSession);
    expect(afterReload).toBe(first);
    expect(tabSession.getItem(TAB_ID_KEY)).toBe(first);
  });

  it('differs between tabs', () => {
    expect(readTabId(new MemoryStorage())).not.toBe(readTabId(new MemoryStorage()));
  });

  it('still exists when no storage is available', () => {
    expect(readTabId(null)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is a version 4 UUID', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
