// The download's file name (node-model §9): the node's name, or 'export', with .csv.

export const DEFAULT_EXPORT_NAME = 'export';

/** Characters no file system takes are replaced, so the name survives the save dialog unchanged elsewhere. */
export function csvFileName(name: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_').trim();
  return `${clean === '' || /^\.+$/.test(clean) ? DEFAULT_EXPORT_NAME : clean}.csv`;
}
