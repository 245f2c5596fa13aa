// The replay benchmark's server in a process of its own, as in production (the browser's outbox and
// the server never share a thread): a real test server on loopback that tells its parent its address
// and, when asked, the audited reasons with a prefix, so the parent checks each entry applied once.
import { auditedReasons } from '../../tests/server/outbox-client/outbox-model-client';
import { startTestServer } from '../../tests/server/support/test-server';

export type ChildRequest = { type: 'audited'; prefix: string } | { type: 'close' };
export type ChildMessage = { type: 'ready'; baseUrl: string } | { type: 'audited'; reasons: string[] };

const server = await startTestServer();
const send = (message: ChildMessage) => process.send?.(message);
process.on('message', (message: ChildRequest) => {
  if (message.type === 'audited') {
    void auditedReasons(server, message.prefix).then((reasons) => send({ type: 'audited', reasons }));
  } else {
    void server.close().then(() => process.exit(0));
  }
});
send({ type: 'ready', baseUrl: server.baseUrl });
