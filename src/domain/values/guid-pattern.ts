// The GUID pattern of node-model §5: 8-4-4-4-12 hex digits, optionally in braces (both or none).

import { INVALID_GUID } from './value-messages';

const HEX_GUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const GUID_PATTERN = new RegExp(`^(?:${HEX_GUID}|\\{${HEX_GUID}\\})$`);

export function isGuid(text: string): boolean {
  return GUID_PATTERN.test(text);
}

export function guidRule(text: string): true | string {
  return isGuid(text) || INVALID_GUID;
}
