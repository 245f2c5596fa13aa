import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IS_AUTHENTICATED_KEY,
  readAuthenticatedFlag,
  readStored,
  removeStored,
  writeAuthenticatedFlag,
  writeStored,
} from '../../../src/data/local-flags';
import { MemoryStorage } from '../support/memory-storage';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  return () => vi.unstubAllGlobals();
});

describe('stored values', () => {
  it('round-trip as JSON', () => {
    writeStored('navAlt', { open: true, width: 68 });
    expect(readStored('navAlt', null)).toEqual({ open: true, width: 68 });
  });

  it('answer the fallback when absent or corrupt', () => {
    expect(readStored('debug', false)).toBe(false);
    storage.setItem('debug', '{not json');
    expect(readStored('debug', false)).toBe(false);
  });

  it('are removed', () => {
    writeStored('activeInstrument', 'pump-1');
    removeStored('activeInstrument');
    expect(storage.getItem('activeInstrument')).toBeNull();
  });

  it('answer the fallback when storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(readStored('debug', 'fallback')).toBe('fallback');
  });
});

describe('isAuthenticated flag', () => {
  it('is set and cleared', () => {
    writeAuthenticatedFlag(true);
    expect(readAuthenticatedFlag()).toBe(true);
    writeAuthenticatedFlag(false);
    expect(storage.getItem(IS_AUTHENTICATED_KEY)).toBeNull();
    expect(readAuthenticatedFlag()).toBe(false);
  });

  it("also reads the plain string 'true' written by older builds", () => {
    storage.setItem(IS_AUTHENTICATED_KEY, 'true');
    expect(readAuthenticatedFlag()).toBe(true);
  });
});
