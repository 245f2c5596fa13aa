// The tag definitions for pickers and tag chips, live from the node mirror: they follow every
// reload of gsDBTags and stay available offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { tagDefinitionsQuery } from '../../data/nodes/tag-definitions-loader';
import type { TagDefinition } from '../../domain/nodes/tag-definitions';

const NONE: TagDefinition[] = [];

export function useTagDefinitions(): TagDefinition[] {
  // A broken IndexedDB shows no definitions rather than breaking the screen that lists tags.
  return useLiveQuery(() => tagDefinitionsQuery().catch(() => NONE), [], NONE);
}
