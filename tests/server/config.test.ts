import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    const result = readConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      staticDir: path.resolve('./dist'),
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      sessionIdleSeconds: 12 * 3600,
      sessionAbsoluteSeconds: 30 * 24 * 3600,
      loginThrottleMax: 5,
      loginThrottleWindowSeconds: 900,
      loginThrottleUserMax: 20,
      loginThrottleUserWindowSeconds: 3600,
      loginThrottleAddressMax: 100,
      loginKnownAddressDays: 30,
      trustProxy: false,
    });
  });

  it('names every bad variable in one message', () => {
    const result = readConfig({ PORT: 'eighty', ACCESS_TOKEN_TTL_SECONDS: '0', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const name of ['PORT', 'ACCESS_TOKEN_TTL_SECONDS', 'DATABASE_URL', 'ADMIN_PASSWORD']) expect(result.message).toContain(name);
  });

  it('treats empty variables as unset', () => {
    const result = readConfig({ PORT: '', DATABASE_URL: '' });
    expect(result.ok && result.config.port === 8080 && result.config.databaseUrl === undefined).toBe(true);
  });

  it('reads the login throttle limits', () => {
    const result = readConfig({ LOGIN_THROTTLE_USER_MAX: '40', LOGIN_THROTTLE_USER_WINDOW_SECONDS: '7200', LOGIN_THROTTLE_ADDRESS_MAX: '300', LOGIN_KNOWN_ADDRESS_DAYS: '90' });
    expect(result.ok && result.config).toMatchObject({ loginThrottleUserMax: 40, loginThrottleUserWindowSeconds: 7200, loginThrottleAddressMax: 300, loginKnownAddressDays: 90 });
    const bad = readConfig({ LOGIN_THROTTLE_ADDRESS_MAX: '0' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toContain('LOGIN_THROTTLE_ADDRESS_MAX');
  });

  it('reads TRUST_PROXY as true or false only', () => {
    const on = readConfig({ TRUST_PROXY: 'true' });
    expect(on.ok && on.config.trustProxy).toBe(true);
    const off = readConfig({ TRUST_PROXY: 'false' });
    expect(off.ok && off.config.trustProxy).toBe(false);
    const bad = readConfig({ TRUST_PROXY: 'yes' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toContain('TRUST_PROXY');
  });

  it('trusts the test licence issuer only with LICENCE_TRUST_TEST_KEY=true, and reads LICENCE_PUBLIC_KEY', () => {
    const unset = readConfig({});
    expect(unset.ok && unset.config.licenceTrustTestKey === false && unset.config.licencePublicKey === undefined).toBe(true);
    const on = readConfig({ LICENCE_TRUST_TEST_KEY: 'true', LICENCE_PUBLIC_KEY: 'MCowBQYDK2VwAyEA' });
    expect(on.ok && on.config).toMatchObject({ licenceTrustTestKey: true, licencePublicKey: 'MCowBQYDK2VwAyEA' });
    const off = readConfig({ LICENCE_TRUST_TEST_KEY: 'false' });
    expect(off.ok && off.config.licenceTrustTestKey).toBe(false);
    const bad = readConfig({ LICENCE_TRUST_TEST_KEY: '1' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toContain('LICENCE_TRUST_TEST_KEY');
  });
  it('reads SMTP_CA_FILE at start, and stops with the variable named when the file is missing or holds no certificate', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-ca-'));
    try {
      const pem = '-----BEGIN CERTIFICATE-----\nMIIBtest\n-----END CERTIFICATE-----\n';
      writeFileSync(path.join(dir, 'ca.pem'), pem);
      writeFileSync(path.join(dir, 'key.pem'), '-----BEGIN PRIVATE KEY-----\nMIIBtest\n-----END PRIVATE KEY-----\n');
      const good = readConfig({ SMTP_HOST: 'mail.example.com', SMTP_CA_FILE: path.join(dir, 'ca.pem') });
      expect(good.ok && good.config.smtp?.ca).toBe(pem);
      for (const file of ['missing.pem', 'key.pem']) {
        const bad = readConfig({ SMTP_HOST: 'mail.example.com', SMTP_CA_FILE: path.join(dir, file) });
        expect(bad.ok, file).toBe(false);
        if (!bad.ok) expect(bad.message, file).toMatch(/^Invalid configuration:\n {2}SMTP_CA_FILE: /);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
