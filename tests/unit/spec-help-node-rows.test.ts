// node-model.md §2.12 help catalogue with §6 platform rights; §2.1/§6 property panel and tree row
// permissions (browse/write/create/delete/move, own Add method, debug level, default category).
import { describe, expect, it } from 'vitest';
import { HELP_CATALOGUE, visibleHelpItems } from '../../src/domain/help-catalogue';
import type { MirrorNode } from '../../src/domain/nodes/mirror-records';
import type { NodeProperty } from '../../src/domain/nodes/node-protocol';
import { ACCESS_FULL, AccessFlag, VisibilityLevel } from '../../src/domain/rights';
import { browseLevelFor } from '../../src/features/nodes/browse-level';
import { DEFAULT_CATEGORY, arrangeProperties, isPropertyShown, isPropertyWritable } from '../../src/features/nodes/properties/property-groups';
import { isNodeShown, rowAbilities } from '../../src/features/nodes/tree/row-permissions';

describe('help book catalogue', () => {
  it('lists the protocols with their groups', () => {
    expect(HELP_CATALOGUE.filter((i) => i.books === 'protocols').map((i) => [i.activeBook, i.title, i.group])).toEqual([
      ['Protocol-Setup', 'Setup', 'System'],
      ['Protocol-Shutdown', 'Shutdown', 'System'],
      ['Protocol-Clean', 'MALS Cleaning', 'Components'],
      ['Ph-Calibration', 'pH Calibration', 'Components'],
      ['MWD-Detector-Calibration', 'MWD Calibration', 'Components'],
      ['UV-Flow-Cell-Cleaning', 'MWD Flow Cell Cleaning', 'Components'],
    ]);
  });

  it("lists the platforms with the 'Platform' group suffix and the platform right", () => {
    const platforms = HELP_CATALOGUE.filter((i) => i.books === 'platforms');
    expect(platforms.map((i) => i.activeBook)).toEqual([
      'mRNA-IVTMonitoring',
      'mRNA-ProductionMonitoring',
      'mRNA-ProductQC',
      'mRNA-CappingEfficiency',
      'pDNA-SmallPlasmids',
      'pDNA-LargePlasmids',
      'AAV-ProcessMonitoring',
      'AAV-ImpuritiesDetection',
      'AAV-TotalRecovery',
      'AAV-ProductQC',
      'LNP-Switcher',
    ]);
    for (const i of platforms) {
      const name = i.activeBook.split('-')[0] as string;
      expect(i.group).toBe(`${name} Platform`);
      expect(i.right).toBe(`platform_${name}`);
    }
    expect(platforms.find((i) => i.activeBook === 'AAV-ProductQC')?.title).toBe('AAV8 Product Purity');
    expect(platforms.find((i) => i.activeBook === 'AAV-ProcessMonitoring')?.title).toBe('Process Development');
  });

  it('has one help item, UserGuide (User guide), and icons under the manuals folder', () => {
    expect(HELP_CATALOGUE.filter((i) => i.books === 'help').map((i) => [i.activeBook, i.title])).toEqual([['UserGuide', 'User guide']]);
    for (const i of HELP_CATALOGUE) expect(i.icon.startsWith('manuals/')).toBe(true);
  });

  it('needs no right for protocol and help items, and the platform right for platform items', () => {
    const none = visibleHelpItems([]);
    expect(none.some((i) => i.books === 'platforms')).toBe(false);
    expect(none.filter((i) => i.books === 'protocols')).toHaveLength(6);
    expect(none.filter((i) => i.books === 'help')).toHaveLength(1);
    expect(visibleHelpItems(['platform_pDNA'], 'platforms').map((i) => i.activeBook)).toEqual(['pDNA-SmallPlasmids', 'pDNA-LargePlasmids']);
  });
});

function prop(id: string, extra: Partial<NodeProperty> = {}): NodeProperty {
  return { id, value: 1, ac: AccessFlag.browse | AccessFlag.read | AccessFlag.write, type: { kind: 'int' }, name: id, ...extra };
}

describe('property panel rules', () => {
  it("groups properties without a category under 'General'", () => {
    expect(DEFAULT_CATEGORY).toBe('General');
    const columns = arrangeProperties([prop('a'), prop('b', { category: 'Limits', catOrder: 0 })], VisibilityLevel.standard);
    expect(columns[0]?.map((g) => g.category)).toEqual(['Limits', 'General']);
  });

  it('orders a category whose properties give no catOrder as 100 (node-model §9)', () => {
    const columns = arrangeProperties(
      [prop('late', { category: 'Service', catOrder: 101 }), prop('plain', { category: 'Display' }), prop('early', { category: 'Limits', catOrder: 99 }), prop('general')],
      VisibilityLevel.standard,
    );
    // Display and General both count as 100: by name between them.
    expect(columns[0]?.map((g) => g.category)).toEqual(['Limits', 'Display', 'General', 'Service']);
  });

  it('hides properties without browse access unless the level is debug', () => {
    const hidden = prop('x', { ac: AccessFlag.read });
    expect(isPropertyShown(hidden, VisibilityLevel.advanced)).toBe(false);
    expect(isPropertyShown(hidden, VisibilityLevel.debug)).toBe(true);
  });

  it('hides properties above the browse level', () => {
    expect(isPropertyShown(prop('x', { visible: VisibilityLevel.advanced }), VisibilityLevel.standard)).toBe(false);
    expect(isPropertyShown(prop('x', { visible: VisibilityLevel.advanced }), VisibilityLevel.advanced)).toBe(true);
  });

  it('makes properties without write access read-only', () => {
    expect(isPropertyWritable(prop('x'))).toBe(true);
    expect(isPropertyWritable(prop('x', { ac: AccessFlag.browse | AccessFlag.read }))).toBe(false);
  });

  it('answers no columns when nothing is shown', () => {
    expect(arrangeProperties([], VisibilityLevel.standard)).toEqual([]);
  });
});

describe('browse level', () => {
  it('defaults to standard and becomes advanced with the settings right or in debug mode', () => {
    expect(browseLevelFor('user', [], false)).toBe(VisibilityLevel.standard);
    expect(browseLevelFor('user', ['access.settings'], false)).toBe(VisibilityLevel.advanced);
    expect(browseLevelFor('user', [], true)).toBe(VisibilityLevel.advanced);
  });
});

function node(extra: Partial<MirrorNode> = {}): MirrorNode {
  return {
    gId: '0.P',
    id: 'P',
    name: 'P',
    type: 'Node',
    parent: '0',
    order: 0,
    ac: ACCESS_FULL | AccessFlag.move,
    key: 'h|0.P',
    host: 'h',
    parentKey: 'h|0',
    childrenLoaded: true,
    fetchedAt: 1,
    allowedTypes: [{ type: 'Pump', name: 'Pump' }],
    ...extra,
  };
}
const ctx = { readOnly: false, browseLevel: VisibilityLevel.standard, parentCanReorder: true };

describe('tree row permissions', () => {
  it('offers add only with create right, an allowed type and no own Add method', () => {
    expect(rowAbilities(node(), ctx).addTypes).toHaveLength(1);
    expect(rowAbilities(node({ ac: ACCESS_FULL & ~AccessFlag.create }), ctx).addTypes).toHaveLength(0);
    expect(rowAbilities(node({ allowedTypes: [] }), ctx).addTypes).toHaveLength(0);
    expect(rowAbilities(node({ methods: [{ id: 'Add', type: 'Add', name: 'Add', ac: ACCESS_FULL }] }), ctx).addTypes).toHaveLength(0);
  });

  it('needs delete for delete and move plus a reorderable parent for the drag handle', () => {
    expect(rowAbilities(node({ ac: ACCESS_FULL & ~AccessFlag.delete }), ctx).canDelete).toBe(false);
    expect(rowAbilities(node(), ctx).canDelete).toBe(true);
    expect(rowAbilities(node({ ac: ACCESS_FULL }), ctx).canMove).toBe(false);
    expect(rowAbilities(node(), { ...ctx, parentCanReorder: false }).canMove).toBe(false);
    expect(rowAbilities(node(), ctx).canMove).toBe(true);
  });

  it('hides add and actions in read-only mode', () => {
    const methods = [{ id: 'Ping', name: 'Ping', ac: ACCESS_FULL }];
    const a = rowAbilities(node({ methods }), { ...ctx, readOnly: true });
    expect(a.addTypes).toEqual([]);
    expect(a.methods).toEqual([]);
    expect(a.canDelete).toBe(false);
  });

  it('lists methods only with browse access or at debug level', () => {
    const methods = [{ id: 'Ping', name: 'Ping', ac: ACCESS_FULL }];
    const noBrowse = node({ methods, ac: AccessFlag.read });
    expect(rowAbilities(noBrowse, ctx).methods).toEqual([]);
    expect(rowAbilities(noBrowse, { ...ctx, browseLevel: VisibilityLevel.debug }).methods).toHaveLength(1);
    expect(rowAbilities(noBrowse, { ...ctx, browseLevel: VisibilityLevel.debug }).noBrowseAccess).toBe(true);
  });

  it('hides nodes without browse right unless the level is debug, and inactive nodes unless shown', () => {
    expect(isNodeShown(node({ ac: AccessFlag.read }), VisibilityLevel.advanced, true)).toBe(false);
    expect(isNodeShown(node({ ac: AccessFlag.read }), VisibilityLevel.debug, true)).toBe(true);
    expect(isNodeShown(node({ active: false }), VisibilityLevel.standard, false)).toBe(false);
    expect(isNodeShown(node({ active: false }), VisibilityLevel.standard, true)).toBe(true);
  });
});
