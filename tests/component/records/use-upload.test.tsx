// The upload hook's one-at-a-time rule: a file picked while the screen still looks for a paused upload
// is sent after that look, never dropped. An upload that ends after the screen closed shows nothing.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { UploadRecord } from '../../../src/domain/upload/upload-record';
import { useUpload, type PausedUploads } from '../../../src/features/records/use-upload';
import { stateUpdatesAfterUnmount } from '../support/state-updates';

const WAIT = { timeout: 15_000 };

describe('useUpload', () => {
  it('sends a file picked while the look for a paused upload is still under way, once that look ends', async () => {
    let endLook: (records: UploadRecord[]) => void = () => undefined;
    const paused: PausedUploads<string> = {
      list: () => new Promise((resolve) => (endLook = resolve)),
      resume: () => Promise.reject(new Error('nothing was paused')),
    };
    const sent: string[] = [];
    const done: string[] = [];
    const { result } = renderHook(() =>
      useUpload(
        (file) => {
          sent.push(file.name);
          return Promise.resolve(`ok ${file.name}`);
        },
        (answer) => {
          done.push(answer);
        },
        paused,
      ),
    );
    let picked: Promise<void> = Promise.resolve();
    act(() => {
      picked = result.current.start(new File(['x'], 'picked.xpkg'));
    });
    expect(sent).toEqual([]);
    await act(async () => {
      endLook([]);
      await picked;
    });
    await waitFor(() => expect(result.current.state).toEqual({ phase: 'done', fileName: 'picked.xpkg' }), WAIT);
    expect(sent).toEqual(['picked.xpkg']);
    expect(done).toEqual(['ok picked.xpkg']);
  });

  it('goes on with a paused upload whose look ends after the screen closed, and sets no state for it', async () => {
    let endLook: (records: UploadRecord[]) => void = () => undefined;
    const resumed: string[] = [];
    const paused: PausedUploads<string> = {
      list: () => new Promise((resolve) => (endLook = resolve)),
      resume: (uid) => {
        resumed.push(uid);
        return Promise.resolve(`ok ${uid}`);
      },
    };
    const done: string[] = [];
    const { unmount } = renderHook(() =>
      useUpload(
        () => Promise.reject(new Error('nothing is picked')),
        (answer) => {
          done.push(answer);
        },
        paused,
      ),
    );
    const updates = await stateUpdatesAfterUnmount(unmount, async () => {
      endLook([{ uid: 'U1', fileName: 'old.xpkg', phase: 'sending' } as UploadRecord]);
      await vi.waitFor(() => expect(done).toEqual(['ok U1']), WAIT);
    });
    expect(resumed).toEqual(['U1']);
    expect(updates).toBe(0);
  });
});
