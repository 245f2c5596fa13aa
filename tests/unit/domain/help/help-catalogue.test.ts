// node-model.md §2.12 (catalogue items, groups, icons under the manuals assets folder) and §6 (platform
// rights), with the console's decision that a locked item stays listed (docs/decisions.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_CATALOGUE, MANUALS_ICON_FOLDER, canOpenHelpItem, findHelpItem, helpCatalogueFor } from '../../../../src/domain/help-catalogue';
import { Right } from '../../../../src/domain/rights';

const root = join(import.meta.dirname, '..', '..', '..', '..');

function lockedIds(rights: string[]): string[] {
  return helpCatalogueFor(rights)
    .filter((e) => e.locked)
    .map((e) => e.item.activeBook);
}

describe('help catalogue', () => {
  it('groups the protocols System (Setup, Shutdown) and Components (the four component protocols)', () => {
    const protocols = HELP_CATALOGUE.filter((i) => i.books === 'protocols');
    expect(protocols.filter((i) => i.group === 'System').map((i) => i.title)).toEqual(['Setup', 'Shutdown']);
    expect(protocols.filter((i) => i.group === 'Components').map((i) => i.title)).toEqual(['MALS Cleaning', 'pH Calibration', 'MWD Calibration', 'MWD Flow Cell Cleaning']);
    expect(protocols.every((i) => i.group === 'System' || i.group === 'Components')).toBe(true);
  });

  it('targets the books route with the book and the item identifier', () => {
    expect(HELP_CATALOGUE.map((i) => `${i.books}/${i.activeBook}`)).toContain('platforms/AAV-TotalRecovery');
    expect(new Set(HELP_CATALOGUE.map((i) => i.activeBook)).size).toBe(HELP_CATALOGUE.length);
    expect(HELP_CATALOGUE).toHaveLength(18);
  });

  it('gives each item an SVG icon that exists in the manuals assets folder', () => {
    for (const i of HELP_CATALOGUE) {
      expect(i.icon.startsWith(`${MANUALS_ICON_FOLDER}/`)).toBe(true);
      expect(i.icon.endsWith('.svg')).toBe(true);
      expect(existsSync(join(root, 'public', i.icon)), i.icon).toBe(true);
    }
  });

  it('locks the mRNA books without platform_mRNA and opens them with it', () => {
    expect(lockedIds([Right.platformPDNA, Right.platformAAV, Right.platformLNP])).toEqual(['mRNA-IVTMonitoring', 'mRNA-ProductionMonitoring', 'mRNA-ProductQC', 'mRNA-CappingEfficiency']);
    expect(helpCatalogueFor(['platform_mRNA'], 'platforms').filter((e) => !e.locked).map((e) => e.item.activeBook)).toEqual(['mRNA-IVTMonitoring', 'mRNA-ProductionMonitoring', 'mRNA-ProductQC', 'mRNA-CappingEfficiency']);
  });

  it('locks the pDNA books without platform_pDNA', () => {
    expect(lockedIds([Right.platformMRNA, Right.platformAAV, Right.platformLNP])).toEqual(['pDNA-SmallPlasmids', 'pDNA-LargePlasmids']);
  });

  it('locks the AAV books without platform_AAV', () => {
    expect(lockedIds([Right.platformMRNA, Right.platformPDNA, Right.platformLNP])).toEqual(['AAV-ProcessMonitoring', 'AAV-ImpuritiesDetection', 'AAV-TotalRecovery', 'AAV-ProductQC']);
  });

  it('locks the LNP book without platform_LNP', () => {
    expect(lockedIds([Right.platformMRNA, Right.platformPDNA, Right.platformAAV])).toEqual(['LNP-Switcher']);
  });

  it('keeps locked items listed (none is dropped) and never locks protocols or the user guide', () => {
    const entries = helpCatalogueFor([]);
    expect(entries).toHaveLength(HELP_CATALOGUE.length);
    expect(entries.filter((e) => e.locked).every((e) => e.item.books === 'platforms')).toBe(true);
    expect(entries.filter((e) => e.locked)).toHaveLength(11);
  });

  it('names the right a locked item needs', () => {
    const item = findHelpItem('AAV-ProductQC');
    expect(item?.right).toBe('platform_AAV');
    expect(item && canOpenHelpItem(item, ['platform_AAV'])).toBe(true);
    expect(findHelpItem('NoSuchBook')).toBeUndefined();
  });
});
