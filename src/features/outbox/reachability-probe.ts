// While entries wait because the last send got no answer, the page asks the server's health route every
// few seconds and sends at once when it answers. The browser's online event is not enough: Chromium
// keeps navigator.onLine true in a page loaded offline, so that event never comes, and a network that
// lacks only the server changes nothing the browser sees. The backoff alone could wait up to a minute.
import { currentFetch } from '../../data/api-client';
import { outboxCounts } from '../../data/outbox/outbox-queries';
import { outboxUserId, retryOutboxNow } from '../../data/outbox/outbox-runtime';

export const REACHABILITY_PROBE_MS = 5_000;
export const HEALTH_PATH = '/api/health';

/** One probe: only while the signed-in user's entries wait unanswered; true when the server answered. */
export async function probeReachability(): Promise<boolean> {
  const userId = outboxUserId();
  if (userId === null || !(await outboxCounts(userId)).unreachable) return false;
  const response = await currentFetch()(HEALTH_PATH, { cache: 'no-store', credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) return false;
  await retryOutboxNow();
  return true;
}
