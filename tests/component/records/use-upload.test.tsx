// The upload hook's one-at-a-time rule: a file picked while the screen still looks for a paused upload
// is sent after that look, never dropped.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { UploadRecord } from '../../../src/domain/upload/upload-record';
import { useUpload, type PausedUploads } from '../../../src/features/records/use-upload';

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
});
