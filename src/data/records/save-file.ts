// Hands a downloaded blob to the browser as a file, under the name the server chose.
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium reads the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
