// The node-changed event of node-model.md §4: emitted after a batch whose responses include designer
// answers (isDesigner), once the mirror holds them. Screens that render from the mirror need not listen,
// since their queries already re-ran; code that keeps its own copy of a designed node subscribes here.
export type NodeChanged = { host: string; gIds: string[] };

const listeners = new Set<(change: NodeChanged) => void>();

/** Subscribes; the returned function unsubscribes. */
export function onNodeChanged(listener: (change: NodeChanged) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitNodeChanged(change: NodeChanged): void {
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      // One failing listener must not keep the others from hearing of the change.
      console.error('a node-changed listener failed', error);
    }
  }
}
