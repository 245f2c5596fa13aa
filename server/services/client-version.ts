// A client built for another major.minor version speaks an older protocol: answer 418 so it
// reloads (console.md §8). Patch and build numbers may differ freely.
import { APP_VERSION } from '../../src/domain/app-constants';

export const MSG_CLIENT_OUTDATED = /*i18n*/ 'Server has been upgraded. Website will reload now!';

function majorMinor(version: string): string | null {
  const match = /^\s*v?(\d+)\.(\d+)(?:[.\-+].*)?\s*$/.exec(version);
  return match ? `${Number(match[1])}.${Number(match[2])}` : null;
}

/** True when the header is present and names another major.minor (or is not a version at all). */
export function isOutdatedClient(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header[0] ?? '' : header;
  if (value.trim() === '') return false;
  return majorMinor(value) !== majorMinor(APP_VERSION);
}
