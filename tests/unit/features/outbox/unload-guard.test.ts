import { afterEach, describe, expect, it } from 'vitest';
import { storingWrite } from '../../../../src/data/outbox/storing-writes';
import { guardUnloadWhileStoring } from '../../../../src/features/outbox/unload-guard';

function leave(target: EventTarget): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the unload guard', () => {
  const page = new EventTarget();
  let remove: () => void = () => undefined;
  afterEach(() => remove());

  it('asks before the page is left while a write is being stored, and not before or after', async () => {
    remove = guardUnloadWhileStoring(page);
    expect(leave(page)).toBe(false);
    let store: () => void = () => undefined;
    const write = storingWrite(() => new Promise<void>((resolve) => (store = resolve)));
    const stored = write();
    expect(leave(page)).toBe(true);
    store();
    await stored;
    expect(leave(page)).toBe(false);
  });

  it('stops asking once taken away', async () => {
    remove = guardUnloadWhileStoring(page);
    remove();
    let store: () => void = () => undefined;
    const stored = storingWrite(() => new Promise<void>((resolve) => (store = resolve)))();
    expect(leave(page)).toBe(false);
    store();
    await stored;
  });
});
