// Where a licence record's node lives (console.md §2: /license/{id} shows the licence node under the
// licenses settings root): 0.Settings.Licenses.L{id}, shared by the server that makes it and the screen.

export const LICENSES_ROOT_GID = '0.Settings.Licenses';

const ID_PREFIX = 'L';

/** The node id of a licence record's node below the licences root. */
export function licenceNodeId(recordId: number): string {
  return `${ID_PREFIX}${recordId}`;
}

export function licenceNodeGId(recordId: number): string {
  return `${LICENSES_ROOT_GID}.${licenceNodeId(recordId)}`;
}

/** The record id of a licence node's gId, or null for any other gId. */
export function licenceIdOf(gId: string): number | null {
  const prefix = `${LICENSES_ROOT_GID}.${ID_PREFIX}`;
  if (!gId.startsWith(prefix)) return null;
  const rest = gId.slice(prefix.length);
  return /^[1-9][0-9]{0,15}$/.test(rest) ? Number(rest) : null;
}
