// The keys a file name pattern may use (node-model.md §3 "Key list item for file patterns", §7 the
// file-name-pattern key call). The server answers them as the call's returnValue; the file-pattern editor
// offers them, and `expandFileNamePattern` is how a pattern becomes a name, so both read one list.

export type FileNameKey = { id: string; value: string };

/** What a pattern's keys stand for at the moment a file is named. */
export type FileNameFacts = { nodeName: string; nodeId: string; userName: string; now: Date };

export const METHOD_FILE_NAME_PATTERN_KEYS = 'GetFileNamePatternKeys';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dateOf(now: Date): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
}

function timeOf(now: Date): string {
  return `${pad(now.getUTCHours())}-${pad(now.getUTCMinutes())}-${pad(now.getUTCSeconds())}`;
}

/** Each key with what it stands for now, in the order the editor lists them. */
export function fileNamePatternKeys(facts: FileNameFacts): FileNameKey[] {
  return [
    { id: 'NodeName', value: facts.nodeName },
    { id: 'NodeId', value: facts.nodeId },
    { id: 'Date', value: dateOf(facts.now) },
    { id: 'Time', value: timeOf(facts.now) },
    { id: 'UserName', value: facts.userName },
  ];
}

/** A pattern such as '{NodeName}_{Date}.csv' with its keys replaced; unknown keys stay as written. */
export function expandFileNamePattern(pattern: string, facts: FileNameFacts): string {
  return expandPatternKeys(pattern, fileNamePatternKeys(facts));
}

/** The pattern with the keys of a key list (the server's answer) replaced; unknown keys stay as written. */
export function expandPatternKeys(pattern: string, keys: readonly FileNameKey[]): string {
  const values = new Map(keys.map((k) => [k.id, k.value]));
  return pattern.replace(/\{([A-Za-z]+)\}/g, (whole, id: string) => values.get(id) ?? whole);
}

/** The text a key takes in a pattern. */
export function patternKeyText(id: string): string {
  return `{${id}}`;
}

/** Whether a call's returnValue is a key list: an array of { id, value } strings. */
export function isFileNameKeyList(value: unknown): value is FileNameKey[] {
  return Array.isArray(value) && value.every((k) => typeof k === 'object' && k !== null && typeof (k as FileNameKey).id === 'string' && typeof (k as FileNameKey).value === 'string');
}
