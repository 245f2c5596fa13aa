// The License page's data: the server's licence check (which also updates the session's licence, so the
// app bar's UNLICENSED marker follows), the hardware key download and the licence upload.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ErrorItem } from '../../domain/error-item';
import { errorItemsOf } from '../../data/api-error';
import { downloadHardwareKey, pausedLicenceUploads, uploadLicence } from '../../data/records/licence-api';
import { saveBlob } from '../../data/records/save-file';
import { session } from '../../state/session';
import { checkLicence } from '../account/session-actions';
import { useUpload } from '../records/use-upload';

export function useLicence() {
  const licence = useSnapshot(session).licence;
  const [checkErrors, setCheckErrors] = useState<ErrorItem[]>([]);
  const [downloadErrors, setDownloadErrors] = useState<ErrorItem[]>([]);

  useEffect(() => {
    let live = true;
    checkLicence().catch((error: unknown) => {
      if (live) setCheckErrors(errorItemsOf(error));
    });
    return () => {
      live = false;
    };
  }, []);

  const upload = useUpload(
    uploadLicence,
    async () => {
      await checkLicence();
    },
    pausedLicenceUploads,
  );

  const downloadKey = async () => {
    setDownloadErrors([]);
    try {
      const { blob, filename } = await downloadHardwareKey();
      saveBlob(blob, filename);
    } catch (error) {
      setDownloadErrors(errorItemsOf(error));
    }
  };

  return { licence, checkErrors, downloadErrors, downloadKey, upload };
}
