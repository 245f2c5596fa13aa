// A loopback SMTP server that accepts (or refuses) mail and keeps what it received, for the tests of the
// account codes' mail delivery. Plain SMTP without STARTTLS; `refuseRecipients` answers RCPT with 550.
import net from 'node:net';

export type ReceivedMail = { from: string; to: string; data: string };
export type FakeSmtp = { port: number; mails: ReceivedMail[]; refuseRecipients: boolean; close: () => Promise<void> };

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const state: FakeSmtp = { port: 0, mails: [], refuseRecipients: false, close: async () => {} };
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    const mail: ReceivedMail = { from: '', to: '', data: '' };
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
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
        if (verb === 'EHLO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          mail.from = line.slice(10).replace(/[<>]/g, '');
          socket.write('250 ok\r\n');
        }
        else if (verb === 'RCPT') {
          mail.to = line.slice(8).replace(/[<>]/g, '');
          socket.write(state.refuseRecipients ? '550 no such mailbox\r\n' : '250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        }
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
