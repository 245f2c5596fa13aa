import { afterEach, describe, expect, it } from 'vitest';
import { whileStoring } from '../../../../src/data/outbox/storing-writes';
import { guardUnloadWhileStoring } from '../../../../src/features/outbox/unload-guard';

/** Like a browser's BeforeUnloadEvent: cancelable, and the page may set returnValue (Node's Event has only a getter). */
function beforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(event, 'returnValue', { value: undefined, writable: true });
  return event;
}

/** Whether leaving would ask: the guard both cancels the event and sets its returnValue. */
function leave(target: EventTarget): boolean {
  const event = beforeUnload();
  target.dispatchEvent(event);
  expect(Reflect.get(event, 'returnValue')).toBe(event.defaultPrevented ? '' : undefined);
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
    const stored = whileStoring(() => new Promise<void>((resolve) => (store = resolve)));
    expect(leave(page)).toBe(true);
    store();
    await stored;
    expect(leave(page)).toBe(false);
  });

  it('holds a beforeunload listener only while a write is being stored (some browsers keep no such page in the back/forward cache)', async () => {
    const listening = new Set<unknown>();
    const tab = new EventTarget();
    const add = tab.addEventListener.bind(tab);
    const drop = tab.removeEventListener.bind(tab);
    tab.addEventListener = (type, listener, options) => (listening.add(listener), add(type, listener, options));
    tab.removeEventListener = (type, listener, options) => (listening.delete(listener), drop(type, listener, options));
    remove = guardUnloadWhileStoring(tab);
    expect(listening.size).toBe(0);
    let store: () => void = () => undefined;
    const stored = whileStoring(() => new Promise<void>((resolve) => (store = resolve)));
    expect(listening.size).toBe(1);
    store();
    await stored;
    expect(listening.size).toBe(0);
  });

  it('stops asking once taken away', async () => {
    remove = guardUnloadWhileStoring(page);
    remove();
    let store: () => void = () => undefined;
    const stored = whileStoring(() => new Promise<void>((resolve) => (store = resolve)));
    expect(leave(page)).toBe(false);
    store();
    await stored;
  });
});
