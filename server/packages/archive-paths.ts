// Entry names that could escape a folder when someone unpacks the archive: refused, never repaired.

/** Relative, '/'-separated, no empty, '.' or '..' segments, no backslashes, drive letters or control characters. */
export function isSafeArchivePath(name: string): boolean {
  if (name.length === 0 || name.length > 400) return false;
  if (name.startsWith('/') || name.includes('\\') || name.includes(':')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
