import { describe, expect, it } from 'vitest';
import { isInScope, scopeOfMode } from '../../../../src/domain/nodes/browse-scope';
import type { MirrorNode } from '../../../../src/domain/nodes/mirror-records';
import { BrowseScope } from '../../../../src/domain/nodes/node-protocol';
import { SOFT_DELETE, nodeDeleteError, nodeDeleteFields } from '../../../../src/domain/nodes/node-recycle';
import { TAGS_ROOT_GID, tagDefinitionsFromNodes } from '../../../../src/domain/nodes/tag-definitions';
import { REASON_REQUIRED } from '../../../../src/domain/values/value-messages';

describe('node delete choice', () => {
  it('needs no reason for a soft delete and sends neither permanent nor a reason', () => {
    expect(nodeDeleteError(SOFT_DELETE)).toBeNull();
    expect(nodeDeleteFields({ permanent: false, reason: 'ignored' })).toEqual({});
  });

  it('needs a non-blank reason for a permanent delete and sends it trimmed', () => {
    expect(nodeDeleteError({ permanent: true, reason: '' })).toBe(REASON_REQUIRED);
    expect(nodeDeleteError({ permanent: true, reason: '  \t ' })).toBe('Reason is required.');
    expect(nodeDeleteError({ permanent: true, reason: ' broken ' })).toBeNull();
    expect(nodeDeleteFields({ permanent: true, reason: ' broken ' })).toEqual({ permanent: true, userReason: 'broken' });
  });
});

describe('browse scope', () => {
  it('narrows only for design and run', () => {
    expect(scopeOfMode(BrowseScope.design)).toBe('design');
    expect(scopeOfMode(BrowseScope.run)).toBe('run');
    expect(scopeOfMode(BrowseScope.all)).toBeUndefined();
    expect(scopeOfMode(BrowseScope.none)).toBeUndefined();
    expect(scopeOfMode(undefined)).toBeUndefined();
  });

  it('keeps unscoped items in every mode and scoped ones in their own', () => {
    expect(isInScope(undefined, 'design')).toBe(true);
    expect(isInScope(undefined, 'run')).toBe(true);
    expect(isInScope('design', 'design')).toBe(true);
    expect(isInScope('design', 'run')).toBe(false);
    expect(isInScope('run', 'design')).toBe(false);
    expect(isInScope('run', undefined)).toBe(true);
    expect(isInScope('design', undefined)).toBe(true);
  });
});

describe('tag definitions', () => {
  it('leave out soft-deleted tags a debug browse mirrored', () => {
    const tag = (id: string, deleted?: boolean): MirrorNode => ({
      gId: `${TAGS_ROOT_GID}.${id}`,
      id,
      name: id,
      type: 'Tag',
      parent: TAGS_ROOT_GID,
      order: 0,
      ac: 3,
      key: `|${TAGS_ROOT_GID}.${id}`,
      host: '',
      parentKey: `|${TAGS_ROOT_GID}`,
      childrenLoaded: true,
      fetchedAt: 1,
      ...(deleted ? { deleted } : {}),
    });
    expect(tagDefinitionsFromNodes([tag('Urgent'), tag('Old', true)], []).map((t) => t.id)).toEqual(['Urgent']);
  });
});
