// One upload as the client keeps it in IndexedDB (table `uploads`), so it resumes after a reload or a
// dropped network: the file itself (a Blob, which IndexedDB stores), where it goes, and how far it got.
import type { ErrorItem } from '../error-item';

/**
 * sending: chunks still to send; finishing: all held, the method call is due; done / failed / canceled
 * are final. A sending or finishing upload with `errors` stopped on the network and is resumable.
 */
export type UploadRecordPhase = 'sending' | 'finishing' | 'done' | 'failed' | 'canceled';

export type UploadTarget = { methodName: string; gId: string; args: unknown[] };

export type UploadRecord = UploadTarget & {
  /** The server's UID of the upload, chosen here. */
  uid: string;
  fileName: string;
  size: number;
  lastModified: number;
  file: Blob;
  /** The finishing call's own X-Mutation-Id client (seq 1): a retry after a lost answer is a replay. */
  clientId: string;
  phase: UploadRecordPhase;
  /** Bytes the server holds, for the progress bar of any tab. */
  heldBytes: number;
  errors?: ErrorItem[];
  /** The method's returnValue once done. */
  result?: unknown;
  createdAt: string;
  updatedAt: string;
};

export function isResumable(record: Pick<UploadRecord, 'phase'>): boolean {
  return record.phase === 'sending' || record.phase === 'finishing';
}
