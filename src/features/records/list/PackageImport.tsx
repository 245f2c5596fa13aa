// Import on the package list (console.md §1, §2): an .xpkg or .pkg file, uploaded in chunks with progress
// and Cancel (resumed after a reload); the server's refusal is shown as it answered. A package the server
// already holds is not imported twice unasked: the user chooses Replace, Keep both or Cancel.
import { useRef } from 'react';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { DUPLICATE_FIELD } from '../../../domain/records/package-duplicates';
import type { DuplicateChoice } from '../../../domain/records/package-duplicates';
import { PACKAGE_FILE_ACCEPT, importPackageFile, isPackageFileName, pausedPackageImports } from '../../../data/records/package-files';
import { showSnackbar } from '../../../state/ui';
import { useI18n } from '../../../i18n/use-i18n';
import { formatNumber } from '../../../domain/values/format-number';
import { useLocaleSettings } from '../../../state/locale';
import { FilePickButton } from '../FilePickButton';
import { UploadStatus } from '../UploadStatus';
import { useUpload } from '../use-upload';
import type { UploadState } from '../use-upload';
import { PackageDuplicateDialog } from './PackageDuplicateDialog';

export const MSG_PACKAGE_EXTENSION = /*i18n*/ 'Only .xpkg and .pkg files can be imported.';

export function PackageImportButton({ upload }: { upload: ReturnType<typeof usePackageImport> }) {
  const i18n = useI18n();
  return (
    <FilePickButton
      label={i18n._('Import')}
      accept={PACKAGE_FILE_ACCEPT}
      icon={<ArrowImportRegular />}
      disabled={upload.state.phase === 'uploading'}
      onFile={(file) => void upload.start(file, isPackageFileName(file.name) ? null : MSG_PACKAGE_EXTENSION)}
    />
  );
}

/** The server's "already on the server" messages, when that is all it answered. */
function duplicatesOf(state: UploadState): string[] | null {
  if (state.phase !== 'failed' || state.errors.length === 0) return null;
  return state.errors.every((e) => e.field === DUPLICATE_FIELD) ? state.errors.map((e) => e.msg) : null;
}

export function usePackageImport(onImported: () => void) {
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const choice = useRef<DuplicateChoice>('ask');
  const lastFile = useRef<File | null>(null);
  const upload = useUpload(
    (file, auth, onProgress) => importPackageFile(file, auth, onProgress, choice.current),
    (items) => {
      showSnackbar(i18n._('{count, plural, one {Imported {n} package} other {Imported {n} packages}}', { count: items.length, n: formatNumber(items.length, 0, locale) }), { intent: 'success', duration: 'quick' });
      onImported();
    },
    pausedPackageImports,
  );
  const start = async (file: File, precheck?: string | null) => {
    lastFile.current = file;
    choice.current = 'ask';
    await upload.start(file, precheck);
  };
  /** The user's answer to "already on the server": the same file again with the choice, or nothing. */
  const resolveDuplicates = async (answer: Exclude<DuplicateChoice, 'ask'> | 'cancel') => {
    const file = lastFile.current;
    if (answer === 'cancel' || !file) {
      upload.reset();
      return;
    }
    choice.current = answer;
    await upload.start(file);
    choice.current = 'ask';
  };
  return { ...upload, start, duplicates: duplicatesOf(upload.state), resolveDuplicates };
}

export function PackageImportStatus({ upload }: { upload: ReturnType<typeof usePackageImport> }) {
  const i18n = useI18n();
  if (upload.duplicates) return <PackageDuplicateDialog messages={upload.duplicates} onAnswer={(answer) => void upload.resolveDuplicates(answer)} />;
  return <UploadStatus state={upload.state} onCancel={upload.cancel} successText={i18n._('Imported {fileName}', { fileName: upload.state.phase === 'done' ? upload.state.fileName : '' })} />;
}
