// Issue 13: the node tree, its row menu, the delete dialog and the property panel show the user's language.
// A screen that ignored the language (text left in English) fails here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { NodeProperty } from '../../../src/domain/nodes/node-protocol';
import { ACCESS_READ_WRITE, VisibilityLevel } from '../../../src/domain/rights';
import { PropertyPanelView } from '../../../src/features/nodes/properties/PropertyPanelView';
import { NodeTree } from '../../../src/features/nodes/tree/NodeTree';
import { activateLanguage } from '../../../src/i18n/language';
import { resetUi } from '../support/app-state';
import { fakeOperations, key, renderWithFluent, sampleNodes, treeRowNamed } from './tree-fixtures';
import { TableHarness, fakeTableOperations } from './child-table-fixtures';

const WAIT = { timeout: 15_000 };

function renderTree() {
  return renderWithFluent(<NodeTree label="Instruments" rootKey={key('0')} nodes={sampleNodes()} browseLevel={VisibilityLevel.advanced} onRefresh={() => {}} operations={fakeOperations()} />);
}

async function openActions(actionsName: string): Promise<HTMLElement> {
  const row = await waitFor(() => treeRowNamed('Pump'), WAIT);
  fireEvent.click(within(row).getByRole('button', { name: actionsName }));
  return screen.findByRole('menu', undefined, WAIT);
}

function renderPanel(properties: NodeProperty[]) {
  renderWithFluent(
    <PropertyPanelView properties={properties} status="ready" onRefresh={vi.fn()} onSave={vi.fn(async () => {})} browseLevel={VisibilityLevel.advanced} locale={DEFAULT_LOCALE_SETTINGS} />,
  );
}

const flag: NodeProperty = { id: 'Active', name: 'Active', value: true, ac: ACCESS_READ_WRITE, type: { kind: 'bool' } };

describe('the nodes screens in German and Slovenian', () => {
  beforeEach(resetUi);

  it('shows the tree, its row menu and the delete dialog in German', async () => {
    await activateLanguage('de', true);
    renderTree();
    expect(await screen.findByRole('searchbox', { name: 'Suchen' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Baumwerkzeuge' })).toBeTruthy();
    const menu = await openActions('Aktionen');
    expect(within(menu).getByRole('menuitem', { name: 'Nach unten verschieben' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Nach oben verschieben' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pump löschen' }, WAIT);
    expect(dialog.textContent).toContain('Möchten Sie diesen Knoten wirklich löschen? Er kann über den Debug-Baum wiederhergestellt werden.');
    expect(within(dialog).getByRole('checkbox', { name: 'Endgültig löschen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('shows the tree, its row menu and the property panel in Slovenian', async () => {
    await activateLanguage('sl', true);
    renderTree();
    expect(await screen.findByRole('searchbox', { name: 'Iskanje' }, WAIT)).toBeTruthy();
    const menu = await openActions('Dejanja');
    expect(within(menu).getByRole('menuitem', { name: 'Premakni navzdol' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Izbriši' })).toBeTruthy();
    renderPanel([flag]);
    // The default category and a checkbox's Yes are the app's own words.
    expect(screen.getByRole('group', { name: 'Splošno' })).toBeTruthy();
    expect(screen.getByText('Da')).toBeTruthy();
  });

  it('says an empty property panel in both languages', async () => {
    await activateLanguage('de', true);
    renderPanel([]);
    expect(await screen.findByText('Keine Eigenschaften.')).toBeTruthy();
    await activateLanguage('sl', true);
    // The shown panel switches at once, without being rendered again by the test.
    expect(await screen.findByText('Ni lastnosti.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Lastnosti' })).toBeTruthy();
  });

  it('says an empty child table and names its toolbar in both languages', async () => {
    await activateLanguage('de', true);
    renderWithFluent(<TableHarness initialRows={[]} operations={fakeTableOperations()} />);
    expect(await screen.findByText('Keine Elemente.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Werkzeugleiste für Vials' })).toBeTruthy();
    await activateLanguage('sl', true);
    expect(await screen.findByText('Ni elementov.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Orodna vrstica za Vials' })).toBeTruthy();
  });
});
