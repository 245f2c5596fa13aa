// State of one file upload with progress, for the package import and the licence upload.
import { useState } from 'react';
import type { ErrorItem } from '../../domain/error-item';
import { errorItemsOf } from '../../data/api-error';
import type { UploadProgress } from '../../data/records/upload-with-progress';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; fraction: number | undefined }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; fileName: string; errors: ErrorItem[] };

export function useUpload<T>(upload: (file: File, onProgress: (p: UploadProgress) => void) => Promise<T>, onDone: (result: T, file: File) => void | Promise<void>) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const start = async (file: File, precheck?: string | null) => {
    if (precheck) {
      setState({ phase: 'failed', fileName: file.name, errors: [{ msg: precheck, severity: 2 }] });
      return;
    }
    setState({ phase: 'uploading', fileName: file.name, fraction: undefined });
    try {
      const result = await upload(file, (p) => setState({ phase: 'uploading', fileName: file.name, fraction: p.total > 0 ? p.loaded / p.total : undefined }));
      await onDone(result, file);
      setState({ phase: 'done', fileName: file.name });
    } catch (error) {
      setState({ phase: 'failed', fileName: file.name, errors: errorItemsOf(error) });
    }
  };
  return { state, start, reset: () => setState({ phase: 'idle' }) };
}
