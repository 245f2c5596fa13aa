// A loopback SMTP server that accepts (or refuses) mail and keeps what it received, for the tests of the
// account codes' mail delivery. Plain SMTP; given a certificate it offers STARTTLS and then AUTH PLAIN.
// `refuseRecipients` answers RCPT with 550.
import net from 'node:net';
import tls from 'node:tls';

export type ReceivedMail = { from: string; to: string; data: string; secure: boolean; user: string | null };
/** Every AUTH command received, mail or not: whether it came over TLS. */
export type ReceivedAuth = { user: string; secure: boolean };
export type FakeSmtp = { port: number; mails: ReceivedMail[]; auths: ReceivedAuth[]; refuseRecipients: boolean; close: () => Promise<void> };
export type FakeSmtpOptions = { tls?: { key: string; cert: string } };

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const state: FakeSmtp = { port: 0, mails: [], auths: [], refuseRecipients: false, close: async () => {} };
  const server = net.createServer((plain) => {
    const mail: ReceivedMail = { from: '', to: '', data: '', secure: false, user: null };
    const serve = (socket: net.Socket) => {
      let buffer = '';
      let inData = false;
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            state.mails.push({ ...mail, data: buffer.slice(0, end).replace(/^\.\./gm, '.') });
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write('250 queued\r\n');
            continue;
          }
          const end = buffer.indexOf('\r\n');
          if (end < 0) return;
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write(options.tls && !mail.secure ? '250-fake.smtp\r\n250 STARTTLS\r\n' : '250-fake.smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
          else if (line.toUpperCase() === 'STARTTLS' && options.tls && !mail.secure) {
            socket.off('data', onData);
            socket.write('220 ready to start TLS\r\n', () => {
              const secured = new tls.TLSSocket(socket, { isServer: true, key: options.tls?.key, cert: options.tls?.cert });
              secured.on('secure', () => (mail.secure = true));
              serve(secured);
            });
            return;
          } else if (verb === 'AUTH') {
            const [, user = ''] = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8').split('\0');
            mail.user = user;
            state.auths.push({ user, secure: mail.secure });
            socket.write(mail.secure ? '235 authenticated\r\n' : '538 encryption required\r\n');
          } else if (verb === 'MAIL') {
            mail.from = line.slice(10).replace(/[<>]/g, '');
            socket.write('250 ok\r\n');
          } else if (verb === 'RCPT') {
            mail.to = line.slice(8).replace(/[<>]/g, '');
            socket.write(state.refuseRecipients ? '550 no such mailbox\r\n' : '250 ok\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('502 not implemented\r\n');
        }
      };
      socket.on('data', onData);
      socket.on('error', () => {});
    };
    plain.write('220 fake.smtp ready\r\n');
    serve(plain);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
