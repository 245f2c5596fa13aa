// The profile's authenticator card: a QR code of an otpauth URI naming issuer and account, nothing sent
// before the app's code, and a current code of the registered authenticator asked for to replace it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import type { Profile } from '../../../src/data/account-api';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { TotpCard } from '../../../src/features/account/profile/TotpCard';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { resetUi } from '../support/app-state';
import { renderWithFluent } from '../nodes/tree-fixtures';

const WAIT = { timeout: 15_000 };
const PROFILE: Profile = { username: 'ada', displayName: 'Ada', hasTotp: false, lang: 'en', localeSettings: { ...DEFAULT_LOCALE_SETTINGS }, ownLocale: {} };
let sent: Record<string, unknown>[] = [];

beforeEach(() => {
  resetUi();
  sent = [];
  setFetchImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return jsonResponse(200, {});
  });
});
afterEach(() => {
  cleanup();
  resetApiClient();
});

describe('TotpCard', () => {
  it('shows a QR code and the key, and sends the otpauth URI with the password and the app\'s code', async () => {
    let registered = 0;
    renderWithFluent(<TotpCard profile={PROFILE} onRegistered={() => registered++} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set up authenticator' }));
    const image = screen.getByRole('img', { name: 'QR code for License Server: ada' }) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/gif;base64,/);
    const key = screen.getByLabelText('Key').textContent ?? '';
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(screen.queryByLabelText(/Code of the authenticator registered now/)).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^Code shown by the app/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register authenticator' }));
    await waitFor(() => expect(registered).toBe(1), WAIT);
    expect(sent).toEqual([
      {
        username: 'ada',
        password: 'secret-pass-1',
        totpUrl: `otpauth://totp/License%20Server:ada?secret=${key.replace(/ /g, '')}&issuer=License%20Server&algorithm=SHA1&digits=6&period=30`,
        totpValue: '123456',
      },
    ]);
  });

  it('asks for a code of the registered authenticator to replace it', async () => {
    renderWithFluent(<TotpCard profile={{ ...PROFILE, hasTotp: true }} onRegistered={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Replace authenticator' }));
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'secret-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^Code of the authenticator registered now/), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText(/^Code shown by the app/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register authenticator' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toMatchObject({ currentTotp: '654321', totpValue: '123456' });
  });
});
