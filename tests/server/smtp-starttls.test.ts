// The mail client of account codes upgrades to TLS when the server offers STARTTLS, verifies the server's
// certificate (trusting an in-house CA only when configured) and sends AUTH PLAIN only over TLS (never a password in the clear).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSmtpMail } from '../../server/services/smtp-send';
import type { FakeSmtp } from './support/fake-smtp';
import { startFakeSmtp } from './support/fake-smtp';

const MESSAGE = { to: 'ada@lab.example', subject: 'Your password reset code', text: 'Code: 123456' };

let dir: string;
let cert: string;
let smtp: FakeSmtp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
  // A self-signed certificate for 127.0.0.1: trusted only when given as the CA.
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '2', '-subj', '/CN=mail.lab.example', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  smtp = await startFakeSmtp({ tls: { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert } });
});

afterAll(async () => {
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SMTP STARTTLS', () => {
  it('upgrades to TLS when offered and authenticates only then', async () => {
    await sendSmtpMail({ host: '127.0.0.1', port: smtp.port, from: 'console@lab.example', user: 'mailer', password: 'secret', ca: cert, timeoutMs: 10_000 }, MESSAGE);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ to: MESSAGE.to, secure: true, user: 'mailer' });
    expect(smtp.auths).toEqual([{ user: 'mailer', secure: true }]);
    expect(smtp.mails[0]?.data).toContain('Code: 123456');
  });

  it('never sends the password to a server that offers no TLS', async () => {
    const plain = await startFakeSmtp();
    try {
      await expect(sendSmtpMail({ host: '127.0.0.1', port: plain.port, from: 'console@lab.example', user: 'mailer', password: 'secret', timeoutMs: 10_000 }, MESSAGE)).rejects.toThrow('the password is not sent');
      expect(plain.mails).toHaveLength(0);
      expect(plain.auths).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('refuses a server whose certificate it cannot verify, and sends nothing', async () => {
    const before = smtp.mails.length;
    await expect(sendSmtpMail({ host: '127.0.0.1', port: smtp.port, from: 'console@lab.example', user: 'mailer', password: 'secret', timeoutMs: 10_000 }, MESSAGE)).rejects.toThrow(/self[- ]signed|certificate/i);
    expect(smtp.mails).toHaveLength(before);
  });
});
