// One export at a time from a table: reads the format, runs the writer in the worker with progress,
// then saves the file (named by the export settings' file-name pattern) or fills the clipboard. Cancel
// stops the worker and drops what it wrote.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CsvRow } from '../../domain/csv/csv-header';
import { csvExportFileName } from '../../domain/csv/csv-file-name';
import type { CsvTarget } from '../../domain/csv/csv-writer';
import { ApiError } from '../../data/api-error';
import { copyTextBlob } from '../../data/csv/clipboard-text';
import { startCsvExport } from '../../data/csv/csv-export-client';
import { exportFileNameKeys } from '../../data/csv/export-file-keys';
import type { ExportSource } from '../../data/csv/export-file-keys';
import { loadExportSettings } from '../../data/csv/export-format-loader';
import { saveBlob } from '../../data/records/save-file';
import { showSnackbar } from '../../state/ui';
import { useI18n } from '../../i18n/use-i18n';
import { useMounted } from '../../ui/use-mounted';
import { useSessionView } from '../shell/use-session-view';

export const COPIED_TEXT = /*i18n*/ 'Copied to clipboard';
export const EXPORT_CANCELLED_TEXT = /*i18n*/ 'Export cancelled';

export type CsvExportState = { phase: 'idle' } | { phase: 'running'; target: CsvTarget; rowsDone: number; rowsTotal: number };

export type CsvExport = {
  state: CsvExportState;
  start: (target: CsvTarget) => void;
  cancel: () => void;
};

/** `rows` is read when the user picks the menu item, so the export has what the table shows then. */
export function useCsvExport(source: ExportSource, rows: () => readonly CsvRow[]): CsvExport {
  const i18n = useI18n();
  const { displayName } = useSessionView();
  const { name } = source;
  const host = source.node?.host;
  const gId = source.node?.gId;
  const [state, setState] = useState<CsvExportState>({ phase: 'idle' });
  const cancelRef = useRef<(() => void) | null>(null);
  // Leaving the table cancels its export; the export's last steps land after unmount and show nothing.
  useEffect(() => () => cancelRef.current?.(), []);
  const mounted = useMounted();

  const start = useCallback(
    (target: CsvTarget) => {
      if (cancelRef.current) return;
      const abort = new AbortController();
      let stopJob: (() => void) | null = null;
      let cancelled = false;
      cancelRef.current = () => {
        cancelled = true;
        abort.abort();
        stopJob?.();
      };
      const snapshot = rows();
      setState({ phase: 'running', target, rowsDone: 0, rowsTotal: snapshot.length });
      void (async () => {
        try {
          const { format, fileNamePattern } = await loadExportSettings(abort.signal);
          if (cancelled) return;
          const job = startCsvExport(snapshot, format, target, (p) => {
            if (mounted.current) setState({ phase: 'running', target, ...p });
          });
          stopJob = job.cancel;
          const blob = await job.result;
          if (blob === null || cancelled) return;
          if (target === 'file') {
            const node = host !== undefined && gId !== undefined ? { host, gId } : undefined;
            const keys = fileNamePattern === null ? [] : await exportFileNameKeys({ name, node }, displayName, abort.signal);
            if (!cancelled) saveBlob(blob, csvExportFileName(fileNamePattern, keys, name));
          } else {
            await copyTextBlob(blob);
            showSnackbar(i18n._(COPIED_TEXT), { intent: 'success', duration: 'quick' });
          }
        } catch (error) {
          if (!(error instanceof ApiError && error.aborted)) showSnackbar(error instanceof Error ? error.message : String(error));
        } finally {
          if (cancelled) showSnackbar(i18n._(EXPORT_CANCELLED_TEXT), { intent: 'info', duration: 'quick' });
          cancelRef.current = null;
          if (mounted.current) setState({ phase: 'idle' });
        }
      })();
    },
    [name, host, gId, displayName, rows, i18n, mounted],
  );

  const cancel = useCallback(() => cancelRef.current?.(), []);
  return { state, start, cancel };
}
