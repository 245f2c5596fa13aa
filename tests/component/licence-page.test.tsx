import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../src/data/api-client';
import type { LicenceDetails } from '../../src/domain/auth-data';
import { Right } from '../../src/domain/rights';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';
import { jsonResponse } from '../unit/support/scripted-fetch';

const NO_ISSUER = 'No licence issuer key is configured (LICENCE_PUBLIC_KEY); no licence is valid.';

function answerCheck(licence: LicenceDetails): void {
  setFetchImplementation(async (input) => {
    const body = String(input) === '/api/licence/check' ? licence : { error: [{ msg: 'Not found' }] };
    return jsonResponse(String(input) === '/api/licence/check' ? 200 : 404, body);
  });
}

beforeEach(() => {
  resetUi();
  signOut();
});
afterEach(resetApiClient);

describe('License page', () => {
  it('says why no licence is valid when the server tells', async () => {
    answerCheck({ licensedTo: '', valid: false, reason: NO_ISSUER });
    signIn({ rights: [Right.admin], licenceValid: false });
    await renderApp('/system/license');
    expect(await screen.findByText(NO_ISSUER)).toBeTruthy();
    expect(screen.getByText('Not valid')).toBeTruthy();
  });

  it('shows no reason for a valid licence', async () => {
    answerCheck({ licensedTo: 'Acme Biologics', valid: true });
    signIn({ rights: [Right.admin] });
    await renderApp('/system/license');
    expect(await screen.findByText('Acme Biologics')).toBeTruthy();
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.queryByText(NO_ISSUER)).toBeNull();
  });

  it('shows the licence’s last day and the platforms it grants', async () => {
    answerCheck({ licensedTo: 'Acme Biologics', valid: true, expires: '2027-03-31', platforms: ['platform_mRNA', 'platform_AAV'] });
    signIn({ rights: [Right.admin] });
    await renderApp('/system/license');
    expect(await screen.findByText('2027-03-31', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Valid until')).toBeTruthy();
    const platforms = screen.getByRole('list', { name: 'Licensed platforms' });
    expect(platforms.textContent).toBe('mRNAAAV');
  });

  it('says None when a valid licence grants no platform', async () => {
    answerCheck({ licensedTo: 'Acme Biologics', valid: true, expires: '2027-03-31', platforms: [] });
    signIn({ rights: [Right.admin] });
    await renderApp('/system/license');
    expect(await screen.findByText('None', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Licensed platforms' })).toBeNull();
  });
});
