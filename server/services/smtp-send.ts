// A small SMTP client (RFC 5321) for account codes, since no mail library is installed: one message per
// connection, STARTTLS when the server offers it (certificates verified), implicit TLS on port 465, AUTH
// PLAIN when a user is configured (only over TLS: a password is never sent in the clear), and a deadline
// on the whole exchange. Anything unexpected rejects, and the caller falls back to the event log. A mail
// library (nodemailer) can replace this file as it is.
import net from 'node:net';
import tls from 'node:tls';

export type SmtpSettings = {
  host: string;
  port: number;
  from: string;
  user?: string;
  password?: string;
  /** PEM certificates to trust besides the system's (a lab's own mail relay with its own CA). */
  ca?: string;
  timeoutMs?: number;
};
export type MailMessage = { to: string; subject: string; text: string };

const DEFAULT_TIMEOUT_MS = 15_000;
const SAFE_HEADER = /^[^\r\n]*$/;

/** Lines of the reply to the last command, e.g. ['250-host', '250 STARTTLS']; resolves once the final line arrives. */
function replyReader(socket: net.Socket | tls.TLSSocket): () => Promise<{ code: number; lines: string[] }> {
  let buffer = '';
  let waiting: ((reply: { code: number; lines: string[] }) => void) | null = null;
  let lines: string[] = [];
  const queued: { code: number; lines: string[] }[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      lines.push(line);
      if (line.charAt(3) !== '-') {
        const reply = { code: Number(line.slice(0, 3)), lines };
        lines = [];
        if (waiting) {
          const resolve = waiting;
          waiting = null;
          resolve(reply);
        } else queued.push(reply);
      }
    }
  });
  return () => {
    const next = queued.shift();
    return next ? Promise.resolve(next) : new Promise((resolve) => (waiting = resolve));
  };
}

function dotStuffed(text: string): string {
  return text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
}

/** Sends one message; rejects on any refusal, a broken connection or the deadline. */
export async function sendSmtpMail(settings: SmtpSettings, message: MailMessage): Promise<void> {
  for (const header of [settings.from, message.to, message.subject]) if (!SAFE_HEADER.test(header)) throw new Error('line breaks in a mail header');
  const implicitTls = settings.port === 465;
  // SNI carries host names only (RFC 6066); an IP address is still checked against the certificate.
  const tlsOptions = { servername: net.isIP(settings.host) ? undefined : settings.host, ...(settings.ca ? { ca: [...tls.rootCertificates, settings.ca] } : {}) };
  let socket: net.Socket | tls.TLSSocket = implicitTls ? tls.connect({ host: settings.host, port: settings.port, ...tlsOptions }) : net.connect({ host: settings.host, port: settings.port });
  let fail: (error: Error) => void = () => {};
  // Raced against every reply; handled here too, so an error after the exchange never goes unhandled.
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {});
  socket.on('error', (error) => fail(error));
  const deadline = setTimeout(() => socket.destroy(new Error('SMTP timeout')), settings.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let read = replyReader(socket);
    const expect = async (codes: number[], what: string) => {
      const reply = await Promise.race([read(), failed]);
      if (!codes.includes(reply.code)) throw new Error(`SMTP ${what}: ${reply.lines.join(' ')}`);
      return reply;
    };
    const command = async (line: string, codes: number[], what = line.split(' ')[0] ?? line) => {
      socket.write(`${line}\r\n`);
      return expect(codes, what);
    };
    await expect([220], 'greeting');
    let hello = await command('EHLO localhost', [250]);
    if (!implicitTls && hello.lines.some((l) => /^250[ -]STARTTLS/i.test(l))) {
      await command('STARTTLS', [220]);
      const plain = socket;
      plain.removeAllListeners('data');
      const secured = tls.connect({ socket: plain, host: settings.host, ...tlsOptions });
      socket = secured;
      secured.on('error', (error) => fail(error));
      read = replyReader(secured);
      await Promise.race([new Promise((resolve) => secured.once('secureConnect', resolve)), failed]);
      hello = await command('EHLO localhost', [250]);
    }
    if (settings.user) {
      if (!(socket instanceof tls.TLSSocket)) throw new Error('SMTP: the server offers no TLS, so the password is not sent');
      const token = Buffer.from(`\0${settings.user}\0${settings.password ?? ''}`).toString('base64');
      await command(`AUTH PLAIN ${token}`, [235], 'AUTH');
    }
    await command(`MAIL FROM:<${settings.from}>`, [250]);
    await command(`RCPT TO:<${message.to}>`, [250, 251]);
    await command('DATA', [354]);
    const body = [`From: ${settings.from}`, `To: ${message.to}`, `Subject: ${message.subject}`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', dotStuffed(message.text)].join('\r\n');
    await command(`${body}\r\n.`, [250], 'message');
    socket.write('QUIT\r\n');
  } finally {
    clearTimeout(deadline);
    socket.end();
  }
}
