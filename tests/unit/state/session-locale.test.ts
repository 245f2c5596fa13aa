import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { commitLocaleSettings, commitLogin, commitLogout, session, startWithPlaceholder } from '../../../src/state/session';
import { authDataFixture } from '../support/auth-fixtures';
import { MemoryStorage } from '../support/memory-storage';

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  commitLogout();
  return () => vi.unstubAllGlobals();
});

describe('commitLocaleSettings', () => {
  it('sets the locale every formatter reads and keeps it for an offline start', () => {
    commitLogin(authDataFixture());
    const european = { ...DEFAULT_LOCALE_SETTINGS, decimalSeparator: ',', thousandSeparator: ' ', dateFormat: 'dd.mm.yyyy' };
    commitLocaleSettings(european);
    expect(session.localeSettings).toEqual(european);
    expect(session.authData?.localeSettings).toEqual(european);

    // A reload without network starts from the stored auth data.
    session.localeSettings = { ...DEFAULT_LOCALE_SETTINGS };
    expect(startWithPlaceholder()).toBe(true);
    expect(session.localeSettings).toEqual(european);
  });

  it('fills what a partial answer lacks from the defaults', () => {
    commitLocaleSettings({ ...DEFAULT_LOCALE_SETTINGS, noOfDecimals: -3 });
    expect(session.localeSettings.noOfDecimals).toBe(DEFAULT_LOCALE_SETTINGS.noOfDecimals);
  });
});
