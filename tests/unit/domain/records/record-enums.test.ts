import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_CHANNEL_NAMES, PACKAGE_KIND_NAMES, REVISION_NAMES, enumEntries, isEnumValue } from '../../../../src/domain/records/record-enums';
import { ENTITY_CAPABILITIES, mayCreateEntity } from '../../../../src/domain/records/record-entities';
import { EntityFlag } from '../../../../src/domain/rights';

describe('record enumerations', () => {
  it('shows Content as Component and Doc as Document', () => {
    expect(PACKAGE_KIND_NAMES[6]).toBe('Component');
    expect(PACKAGE_KIND_NAMES[7]).toBe('Document');
  });

  it('lists distribution channels in key order', () => {
    expect(enumEntries(DISTRIBUTION_CHANNEL_NAMES).map((e) => e.id)).toEqual([0, 230, 240, 250]);
    expect(isEnumValue(DISTRIBUTION_CHANNEL_NAMES, 240)).toBe(true);
    expect(isEnumValue(DISTRIBUTION_CHANNEL_NAMES, 1)).toBe(false);
  });

  it('names the revision states', () => {
    expect(REVISION_NAMES).toEqual({ 0: 'Old revisions', 1: 'Current revision', 2: 'Draft' });
  });
});

describe('mayCreateEntity', () => {
  it('needs the entity flag, or any creation right for kinds without one', () => {
    expect(mayCreateEntity(EntityFlag.customers, 'customer')).toBe(true);
    expect(mayCreateEntity(EntityFlag.customers, 'license')).toBe(false);
    expect(mayCreateEntity(EntityFlag.features, 'project')).toBe(true);
    expect(mayCreateEntity(0, 'project')).toBe(false);
    expect(ENTITY_CAPABILITIES.customer.canEdit).toBe(false);
  });
});
