import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOB_URL_LIFETIME_MS, saveBlob } from '../../../src/data/records/save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveBlob', () => {
  it('clicks a download link named by the server and keeps its blob URL alive long enough for a busy browser to read it', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:test/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveBlob(new Blob(['x']), 'Packages.xpkg');

    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'Packages.xpkg' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Revoked on the next task, a browser that reads the link later would save nothing.
    vi.advanceTimersByTime(1_000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BLOB_URL_LIFETIME_MS);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
