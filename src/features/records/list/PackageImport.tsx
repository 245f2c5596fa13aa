// Import on the package list (console.md §1, §2): an .xpkg or .pkg file, uploaded in chunks with progress
// and Cancel (resumed after a reload); the server's refusal is shown as it answered.
import { ArrowImportRegular } from '@fluentui/react-icons';
import { PACKAGE_FILE_ACCEPT, importPackageFile, isPackageFileName, pausedPackageImports } from '../../../data/records/package-files';
import { showSnackbar } from '../../../state/ui';
import { FilePickButton } from '../FilePickButton';
import { UploadStatus } from '../UploadStatus';
import { useUpload } from '../use-upload';

export const MSG_PACKAGE_EXTENSION = 'Only .xpkg and .pkg files can be imported.';

export function PackageImportButton({ upload }: { upload: ReturnType<typeof usePackageImport> }) {
  return (
    <FilePickButton
      label="Import"
      accept={PACKAGE_FILE_ACCEPT}
      icon={<ArrowImportRegular />}
      disabled={upload.state.phase === 'uploading'}
      onFile={(file) => void upload.start(file, isPackageFileName(file.name) ? null : MSG_PACKAGE_EXTENSION)}
    />
  );
}

export function usePackageImport(onImported: () => void) {
  return useUpload(
    importPackageFile,
    (items) => {
      showSnackbar(`Imported ${items.length} ${items.length === 1 ? 'package' : 'packages'}`, { intent: 'success', duration: 'quick' });
      onImported();
    },
    pausedPackageImports,
  );
}

export function PackageImportStatus({ upload }: { upload: ReturnType<typeof usePackageImport> }) {
  return <UploadStatus state={upload.state} onCancel={upload.cancel} successText={`Imported ${upload.state.phase === 'done' ? upload.state.fileName : ''}`} />;
}
