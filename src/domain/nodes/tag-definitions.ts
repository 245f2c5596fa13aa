// Tag definitions (console.md §7): the children of 0.Settings.gsDBTags, cached in the node mirror and
// reloaded only when the access token's security version (claim sv) moves away from the version they
// were loaded at.
import { compareMirrorNodes } from './mirror-records';
import type { MirrorNode, MirrorProperty } from './mirror-records';

export const TAGS_ROOT_GID = '0.Settings.gsDBTags';
/** The spec's batched browse depth: the root, its tags and anything a tag may hold later. */
export const TAG_DEFINITIONS_DEPTH = 3;
/** Meta key holding the security version the mirrored definitions were loaded at. */
export const TAG_DEFS_SEC_VER_META = 'tagDefsSecVer';

export const TAG_VALUE_PROPERTY = 'Value';
export const TAG_COLOUR_PROPERTY = 'Color';

export type TagDefinition = { id: string; name: string; value: string; colour: string };

export type TagStaleInput = {
  authenticated: boolean;
  /** The token's sv; undefined when the token has none. */
  tokenSv: number | undefined;
  /** The sv the definitions were loaded at; null when they never were. */
  loadedSv: number | null;
};

/**
 * A token without sv counts as version 0, the server's value before any tag change: it still loads
 * the definitions once and then stays quiet instead of reloading on every tick.
 */
export function effectiveTokenSv(tokenSv: number | undefined): number {
  return typeof tokenSv === 'number' && Number.isFinite(tokenSv) ? tokenSv : 0;
}

export function tagDefinitionsStale({ authenticated, tokenSv, loadedSv }: TagStaleInput): boolean {
  if (!authenticated) return false;
  return loadedSv === null || loadedSv !== effectiveTokenSv(tokenSv);
}

/**
 * The mirrored children of gsDBTags as definitions, in display order; properties may be of any node.
 * Soft-deleted tags (mirrored by a debug-level browse) are no definitions.
 */
export function tagDefinitionsFromNodes(children: readonly MirrorNode[], properties: readonly MirrorProperty[]): TagDefinition[] {
  const byNode = new Map<string, Map<string, MirrorProperty>>();
  for (const property of properties) {
    const own = byNode.get(property.nodeKey) ?? new Map<string, MirrorProperty>();
    own.set(property.id, property);
    byNode.set(property.nodeKey, own);
  }
  return children.filter((node) => node.deleted !== true).sort(compareMirrorNodes).map((node) => {
    const own = byNode.get(node.key);
    return {
      id: node.id,
      name: node.name,
      value: textOf(own?.get(TAG_VALUE_PROPERTY)),
      colour: textOf(own?.get(TAG_COLOUR_PROPERTY)),
    };
  });
}

/** Unreadable values arrive as null; '' lets screens fall back instead of showing 'null'. */
function textOf(property: MirrorProperty | undefined): string {
  return typeof property?.value === 'string' ? property.value : '';
}
