// The download file name from a content-disposition header (console.md §7), never trusted as a path.

/**
 * RFC 6266: `filename*` (RFC 5987, UTF-8 or ISO-8859-1) wins over `filename`. Directory parts and
 * control characters are stripped so a server answer cannot choose where the file lands.
 */
export function filenameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const name = extendedFilename(header) ?? plainFilename(header);
  return name === null ? fallback : sanitizeFilename(name) ?? fallback;
}

function extendedFilename(header: string): string | null {
  const match = /(?:^|;)\s*filename\*\s*=\s*([^';\s]*)'[^']*'([^;\s]+)/i.exec(header);
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = (match[2] ?? '').replace(/^"|"$/g, '');
  try {
    if (charset === 'utf-8' || charset === '') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
  return null;
}

function plainFilename(header: string): string | null {
  const match = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  if (!match) return null;
  // Only \" and \\ are unescaped: other backslashes are Windows path separators, stripped below.
  if (match[1] !== undefined) return match[1].replace(/\\(["\\])/g, '$1');
  return (match[2] ?? '').trim();
}

function sanitizeFilename(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' || clean === '.' || clean === '..' ? null : clean;
}
