import { describe, expect, it } from 'vitest';
import { mirrorNodeKey, toMirrorNode, toMirrorProperty } from '../../../../src/domain/nodes/mirror-records';
import { tagDefinitionsFromNodes, tagDefinitionsStale, TAGS_ROOT_GID } from '../../../../src/domain/nodes/tag-definitions';
import { dto, prop } from '../../data/nodes/node-fixtures';

describe('tagDefinitionsStale', () => {
  it('is stale when authenticated and never loaded', () => {
    expect(tagDefinitionsStale({ authenticated: true, tokenSv: 4, loadedSv: null })).toBe(true);
  });

  it('is stale when the token has another security version than the loaded one', () => {
    expect(tagDefinitionsStale({ authenticated: true, tokenSv: 5, loadedSv: 4 })).toBe(true);
    // Lower counts too: a restored database starts the counter again.
    expect(tagDefinitionsStale({ authenticated: true, tokenSv: 3, loadedSv: 4 })).toBe(true);
  });

  it('is not stale when the versions match', () => {
    expect(tagDefinitionsStale({ authenticated: true, tokenSv: 4, loadedSv: 4 })).toBe(false);
  });

  it('is never stale without authentication, whatever the versions', () => {
    expect(tagDefinitionsStale({ authenticated: false, tokenSv: 4, loadedSv: null })).toBe(false);
    expect(tagDefinitionsStale({ authenticated: false, tokenSv: 5, loadedSv: 4 })).toBe(false);
  });

  it('reads a token without sv as version 0: loads once, then stays quiet', () => {
    expect(tagDefinitionsStale({ authenticated: true, tokenSv: undefined, loadedSv: null })).toBe(true);
    expect(tagDefinitionsStale({ authenticated: true, tokenSv: undefined, loadedSv: 0 })).toBe(false);
  });
});

describe('tagDefinitionsFromNodes', () => {
  const tagGId = (id: string) => `${TAGS_ROOT_GID}.${id}`;
  const node = (id: string, order: number, name = id) => toMirrorNode('', dto(tagGId(id), { type: 'Tag', order, name }), 1, true);

  it('maps each child to id, name, value and colour, in display order', () => {
    const children = [node('Validated', 1), node('Urgent', 0, 'Urgent!')];
    const properties = [
      toMirrorProperty('', tagGId('Urgent'), prop('Value', 'high')),
      toMirrorProperty('', tagGId('Urgent'), prop('Color', '#ff0000')),
      toMirrorProperty('', tagGId('Validated'), prop('Color', '#00aa00')),
      toMirrorProperty('', tagGId('Validated'), prop('Value', 'yes')),
      // Properties of other nodes are ignored.
      toMirrorProperty('', TAGS_ROOT_GID, prop('SecurityVersion', 9)),
    ];
    expect(tagDefinitionsFromNodes(children, properties)).toEqual([
      { id: 'Urgent', name: 'Urgent!', value: 'high', colour: '#ff0000' },
      { id: 'Validated', name: 'Validated', value: 'yes', colour: '#00aa00' },
    ]);
  });

  it('gives empty text for missing and unreadable (null) values', () => {
    const children = [node('Archived', 0)];
    const properties = [toMirrorProperty('', tagGId('Archived'), prop('Value', null))];
    expect(tagDefinitionsFromNodes(children, properties)).toEqual([{ id: 'Archived', name: 'Archived', value: '', colour: '' }]);
    expect(children[0]?.key).toBe(mirrorNodeKey('', tagGId('Archived')));
  });

  it('is empty without children', () => {
    expect(tagDefinitionsFromNodes([], [])).toEqual([]);
  });
});
