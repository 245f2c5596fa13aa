// Issue 9's "a queued edit on screen": from the save of a property value (the outbox enqueue the
// panel's save makes; no sender runs, as offline) until a React component that reads the node the way
// the property panel does (useLiveQuery over nodeWithPropertiesQuery) shows the new value in the DOM.
// The floor: the same value put straight into the property row (no outbox entry, no undo), shown by the
// same component, measured alternately in the same run.
import { useLiveQuery } from 'dexie-react-hooks';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { db } from '../../src/data/db';
import { nodeWithPropertiesQuery } from '../../src/data/nodes/mirror-queries';
import { queuePropertyUpdate } from '../../src/data/outbox/node-writes';
import { mirrorNodeKey, mirrorPropertyKey } from '../../src/domain/nodes/mirror-records';
import type { EditFigure } from './bench-api';
import { timedWithLongTasks } from './long-tasks';

const HOST = 'bench-edit';
const GID = '0.Pump';
const NODE_KEY = mirrorNodeKey(HOST, GID);
const PROPERTY_KEY = mirrorPropertyKey(HOST, GID, 'SampleName');

function ShownValue() {
  const mirrored = useLiveQuery(() => nodeWithPropertiesQuery(NODE_KEY), []);
  return createElement('span', { id: 'bench-value' }, String(mirrored?.properties[0]?.value ?? ''));
}

/** Resolves once the component shows `text`. */
function shown(container: HTMLElement, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (container.textContent !== text) return false;
      observer.disconnect();
      resolve();
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    check();
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function queuedEditFigure(runs: number): Promise<EditFigure> {
  await db.nodes.put({ key: NODE_KEY, host: HOST, gId: GID, id: 'Pump', name: 'Pump', type: 'Pump', parent: null, parentKey: null, order: 0, ac: 255, childrenLoaded: true, fetchedAt: 0 });
  await db.properties.put({ key: PROPERTY_KEY, host: HOST, nodeKey: NODE_KEY, id: 'SampleName', name: 'Sample', value: 'start', ac: 48, type: { kind: 'text' } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(createElement(ShownValue));
  await shown(container, 'start');
  const queued: number[] = [];
  const floor: number[] = [];
  const run = await timedWithLongTasks(async () => {
    for (let i = 0; i < runs; i++) {
      let started = performance.now();
      await queuePropertyUpdate({ userId: 'bench', database: db }, HOST, GID, [{ id: 'SampleName', value: `queued ${i}` }]);
      await shown(container, `queued ${i}`);
      queued.push(performance.now() - started);
      started = performance.now();
      await db.properties.update(PROPERTY_KEY, { value: `floor ${i}` });
      await shown(container, `floor ${i}`);
      floor.push(performance.now() - started);
    }
  });
  const entries = await db.outbox.where('userId').equals('bench').count();
  root.unmount();
  container.remove();
  if (entries !== runs) throw new Error(`expected ${runs} queued entries, found ${entries}`);
  return { runs, p50Ms: percentile(queued, 50), p95Ms: percentile(queued, 95), floorP50Ms: percentile(floor, 50), floorP95Ms: percentile(floor, 95), longestTaskMs: run.tasks.longestMs };
}
