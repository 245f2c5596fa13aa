// The web app file dialog's behaviour (node-model.md §5, §9): a file over 200 kB is refused with
// 'File size is too big. Max size is 200kB!' and the dialog closes without uploading; a good one is
// uploaded with progress and 'File uploaded successfully'; and when the file dialog hands focus back
// without a file (cancelled), the dialog closes 1000 ms later.
import { useEffect, useRef, useState } from 'react';
import { errorItemsOf } from '../../../data/api-error';
import type { ChunkProgressCallback } from '../../../data/upload/chunked-upload';
import { formatErrorLine } from '../../../domain/normalize-error';
import { MSG_WEB_APP_FILE_UPLOADED, WEB_APP_FILE_CLOSE_MS } from '../../../domain/upload/upload-constants';
import { webAppFileRefusal } from '../../../domain/upload/web-app-file';
import { useMounted } from '../../../ui/use-mounted';

export type WebAppFileUpload = (file: File, onProgress: ChunkProgressCallback) => Promise<void>;
export type WebAppFileNotice = { intent: 'success' | 'error'; text: string };

export function useWebAppFileDialog(upload: WebAppFileUpload) {
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [fraction, setFraction] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState<WebAppFileNotice | null>(null);
  const picked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listener = useRef<(() => void) | undefined>(undefined);
  const mounted = useMounted();

  const stopWatching = () => {
    clearTimeout(timer.current);
    if (listener.current) window.removeEventListener('focus', listener.current);
    listener.current = undefined;
  };
  useEffect(() => stopWatching, []);

  /** Call as the file dialog opens: when focus comes back without a file, the dialog closes a second later. */
  const watchFileDialog = () => {
    stopWatching();
    picked.current = false;
    const onFocus = () => {
      stopWatching();
      timer.current = setTimeout(() => {
        if (!picked.current) setOpen(false);
      }, WEB_APP_FILE_CLOSE_MS);
    };
    listener.current = onFocus;
    window.addEventListener('focus', onFocus);
  };

  const onFile = async (file: File) => {
    picked.current = true;
    stopWatching();
    const refusal = webAppFileRefusal(file.size);
    if (refusal) {
      setNotice({ intent: 'error', text: refusal });
      setOpen(false);
      return;
    }
    setNotice(null);
    setUploading(true);
    setFraction(undefined);
    // The upload goes on when the panel closes; what it shows after that is dropped.
    let notice: WebAppFileNotice;
    try {
      await upload(file, (p) => {
        if (mounted.current) setFraction(p.total > 0 ? p.loaded / p.total : undefined);
      });
      notice = { intent: 'success', text: MSG_WEB_APP_FILE_UPLOADED };
    } catch (error) {
      notice = { intent: 'error', text: formatErrorLine(errorItemsOf(error)) };
    }
    if (!mounted.current) return;
    setNotice(notice);
    setUploading(false);
    setOpen(false);
  };

  return {
    open,
    uploading,
    fraction,
    notice,
    show: () => {
      setNotice(null);
      setOpen(true);
    },
    close: () => {
      stopWatching();
      if (!uploading) setOpen(false);
    },
    watchFileDialog,
    onFile,
  };
}
