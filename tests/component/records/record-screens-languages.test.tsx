// Issue 13: the record list and the record screen show the user's language, with the plural forms of
// German (one/other) and Slovenian (one/two/few/other) in the pager, and the export menu translated.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { titleBarState } from '../../../src/domain/records/record-title-state';
import { Right } from '../../../src/domain/rights';
import { RecordTitleBar } from '../../../src/features/records/record/RecordTitleBar';
import { activateLanguage } from '../../../src/i18n/language';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { customerAnswer } from '../../support/record-answer';
import { jsonResponse } from '../../unit/support/scripted-fetch';

/** The customer list answers `count` customers, the first a draft. */
function answerCustomers(count: number): void {
  setFetchImplementation(async () => {
    const items = Array.from({ length: count }, (_v, i) => customerAnswer(i + 1, `Customer ${i + 1}`, { recPublished: i !== 0 }));
    return jsonResponse(200, { items, total: count, itemsPerPage: 50, curPageNo: 1, maxId: count, nextCursor: null, prevCursor: null, eof: true });
  });
}

beforeEach(() => {
  resetUi();
  signOut();
});
afterEach(async () => {
  resetApiClient();
});

describe('record screens in German and Slovenian', () => {
  it('shows the customer list in German: search, filter switch, pager, export menu', async () => {
    await activateLanguage('de', true);
    answerCustomers(2);
    signIn({ rights: [Right.accessCustomers, Right.exportData] });
    await renderApp('/customer/index', { virtualRows: true });
    expect(await screen.findByText('2 Kunden · Seite 1 von 1')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Nach Name, Beschreibung suchen' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Gelöschte anzeigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeTruthy();
    // The row's draft marker, a domain text shown through translateMessage.
    expect(await screen.findByText('ENTWURF')).toBeTruthy();
    expect(screen.queryByText(/customers/)).toBeNull();
  });

  it('says one German customer in the singular', async () => {
    await activateLanguage('de', true);
    answerCustomers(1);
    signIn({ rights: [Right.accessCustomers] });
    await renderApp('/customer/index');
    expect(await screen.findByText('1 Kunde · Seite 1 von 1')).toBeTruthy();
  });

  for (const [count, text] of [
    [1, '1 stranka · Stran 1 od 1'],
    [2, '2 stranki · Stran 1 od 1'],
    [3, '3 stranke · Stran 1 od 1'],
    [5, '5 strank · Stran 1 od 1'],
  ] as const) {
    it(`counts ${count} customers with the Slovenian form '${text}'`, async () => {
      await activateLanguage('sl', true);
      answerCustomers(count);
      signIn({ rights: [Right.accessCustomers] });
      await renderApp('/customer/index');
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: 'Iskanje po imenu, opisu' })).toBeTruthy();
    });
  }

  it('shows the record title bar in Slovenian and German', async () => {
    await activateLanguage('sl', true);
    const record = { ...customerAnswer(5, 'Acme'), recRev: 3, recPublished: false };
    const bar = (editing: boolean) => (
      <FluentProvider theme={webLightTheme}>
        <RecordTitleBar crumbs={[{ kind: 'record', label: 'Acme', id: 5 }]} state={titleBarState(record, editing)} busy={false} onEdit={() => undefined} onSave={() => undefined} onDiscard={() => undefined} />
      </FluentProvider>
    );
    const { rerender } = render(bar(true));
    expect(screen.getByText('Revizija 3')).toBeTruthy();
    expect(screen.getByText('OSNUTEK')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shrani' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zavrzi' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Dejanja z zapisom' })).toBeTruthy();
    await activateLanguage('de', true);
    rerender(bar(false));
    expect(await screen.findByText('Revision 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
    expect(screen.getByText('ENTWURF')).toBeTruthy();
  });
});
