// The origin of the current e2e file's own server (file-server.ts starts it before the file's tests).
let current: string | null = null;

export function setE2eBaseUrl(origin: string): void {
  current = origin;
}

export function e2eBaseUrl(): string {
  if (!current) throw new Error('The e2e file server has not started (tests/e2e/support/file-server.ts is a setupFile).');
  return current;
}
