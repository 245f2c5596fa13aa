// Hands a downloaded blob to the browser as a file, under the name the server chose.

/**
 * A browser may read a clicked blob: link after click() returns (Firefox and Safari do, from another
 * process); a URL revoked by then gives no download and no error. FileSaver.js waits 40 s for this.
 */
export const BLOB_URL_LIFETIME_MS = 40_000;

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}
