// State of one chunked file upload with progress and Cancel, for the package import and the licence
// upload. An upload a reload or a dropped network stopped goes on by itself when the screen opens again
// and when the browser is back online, from what the server holds.
import { useEffect, useRef, useState } from 'react';
import type { ErrorItem } from '../../domain/error-item';
import type { UploadRecord } from '../../domain/upload/upload-record';
import { ApiError, errorItemsOf } from '../../data/api-error';
import type { ChunkProgressCallback } from '../../data/upload/chunked-upload';
import type { UploadAuth } from '../../data/upload/upload-transport';
import { useMounted } from '../../ui/use-mounted';
import { pageAuthPort } from '../outbox/page-auth-port';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; fraction: number | undefined }
  | { phase: 'done'; fileName: string }
  /** Stopped by the network: it goes on when the connection is back. */
  | { phase: 'paused'; fileName: string; errors: ErrorItem[] }
  | { phase: 'failed'; fileName: string; errors: ErrorItem[] };

type Start<T> = (file: File, auth: UploadAuth, onProgress: ChunkProgressCallback) => Promise<T>;
export type PausedUploads<T> = { list(): Promise<UploadRecord[]>; resume(uid: string, auth: UploadAuth, onProgress: ChunkProgressCallback): Promise<T> };

export function useUpload<T>(upload: Start<T>, onDone: (result: T) => void | Promise<void>, paused?: PausedUploads<T>) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const canceled = useRef(false);
  // The work under way (an upload, or the look for a paused one), null when there is none.
  const busy = useRef<Promise<void> | null>(null);
  // The latest onDone, for an upload resumed by the effect below that outlives the render that began it.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const mounted = useMounted();

  // An upload goes on after the screen closes (a resumed one runs from the effect below): only what it shows stops.
  const show = (next: UploadState) => {
    if (mounted.current) setState(next);
  };

  /** One upload to its end; the caller holds `busy` around it. */
  const run = async (fileName: string, work: (onProgress: ChunkProgressCallback) => Promise<T>) => {
    canceled.current = false;
    show({ phase: 'uploading', fileName, fraction: undefined });
    try {
      const result = await work((p) => {
        // Answering false is how the upload learns of Cancel ('Upload canceled by user').
        if (canceled.current) return false;
        show({ phase: 'uploading', fileName, fraction: p.total > 0 ? p.loaded / p.total : undefined });
        return true;
      });
      await done.current(result);
      show({ phase: 'done', fileName });
    } catch (error) {
      const errors = errorItemsOf(error);
      show(error instanceof ApiError && error.network ? { phase: 'paused', fileName, errors } : { phase: 'failed', fileName, errors });
    }
  };

  /** Runs `work` unless an upload (or the look for a paused one) is under way; answers whether it ran. */
  const exclusive = async (work: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    const running = work().finally(() => {
      busy.current = null;
    });
    busy.current = running;
    await running;
    return true;
  };

  useEffect(() => {
    if (!paused) return;
    let live = true;
    // Set (synchronously) by every reason to look: back online while the first try after a reload still
    // runs and fails, the running loop sees it before it lets go and looks again.
    let wanted = false;
    const resumeOldest = async () => {
      wanted = true;
      await exclusive(async () => {
        while (wanted && live) {
          wanted = false;
          const [oldest] = await paused.list();
          if (!oldest) return;
          await run(oldest.fileName, (onProgress) => paused.resume(oldest.uid, pageAuthPort, onProgress));
        }
      });
    };
    void resumeOldest();
    const onOnline = () => void resumeOldest();
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
    };
    // Once per screen: `paused` is a module-level object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async (file: File, precheck?: string | null) => {
    if (precheck) {
      setState({ phase: 'failed', fileName: file.name, errors: [{ msg: precheck, severity: 2 }] });
      return;
    }
    // A file picked while the screen still looks for a paused upload (or resumes one) waits its turn
    // instead of being dropped unseen; the button is disabled only while an upload shows.
    while (!(await exclusive(() => run(file.name, (onProgress) => upload(file, pageAuthPort, onProgress))))) {
      await busy.current?.catch(() => undefined);
    }
  };
  return {
    state,
    start,
    cancel: () => {
      canceled.current = true;
    },
    reset: () => setState({ phase: 'idle' }),
  };
}
