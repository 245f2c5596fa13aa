// Puts an export on the clipboard as text/plain. The Blob goes to the clipboard as it is where the
// browser takes a ClipboardItem (Chromium), so the text is not built a second time as one string.
export async function copyTextBlob(blob: Blob): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error(/*i18n*/ 'The clipboard is not available.');
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await navigator.clipboard.writeText(await blob.text());
}

/** Puts a short text on the clipboard (the copy-to-clipboard property editor). */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error(/*i18n*/ 'The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}
