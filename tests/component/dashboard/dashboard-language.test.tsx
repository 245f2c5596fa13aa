// Issue 13: the dashboard's own text (arrangement, widget buttons, empty states) follows the language.
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { resetApiClient } from '../../../src/data/api-client';
import { ANONYMOUS_DATABASE_NAME, databaseNameFor, switchDatabase } from '../../../src/data/db';
import { Right } from '../../../src/domain/rights';
import { startUserDatabases } from '../../../src/features/account/user-database';
import { activateLanguage } from '../../../src/i18n/language';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { fakeServer } from '../records/fake-server';

const ADA = '1';
let stop: (() => void) | null = null;

beforeEach(() => {
  resetUi();
  signOut();
});

afterEach(async () => {
  cleanup();
  stop?.();
  stop = null;
  resetApiClient();
  signOut();
  switchDatabase(ANONYMOUS_DATABASE_NAME);
  await Dexie.delete(databaseNameFor(ADA));
  await activateLanguage('en', true);
});

describe('dashboard in German', () => {
  it('shows the arrangement, the widget buttons and the empty widgets in German', async () => {
    await activateLanguage('de', true);
    fakeServer([]);
    stop = startUserDatabases();
    signIn({ userId: ADA, rights: [Right.accessCustomers, Right.accessLicenses] });
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Anordnen' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diagramm hinzufügen…' })).toBeTruthy();
    expect(await screen.findByText('Nichts wartet auf den Versand.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Postausgang öffnen' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /nach unten verschieben$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Arrange' })).toBeNull();
  });
});
