// Empties the node mirror (nodes, properties, their fetch times) between tests that browse nodes.
import { db } from '../../../src/data/db';

export async function clearNodeMirror(): Promise<void> {
  await db.nodes.clear();
  await db.properties.clear();
  await db.meta.clear();
}
