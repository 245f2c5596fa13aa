// The Content-Disposition of a download: the plain filename for old clients and the RFC 5987 form
// (filename*) for names outside ASCII; the client reads either (console.md §7 "Downloads").
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
