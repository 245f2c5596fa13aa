// uPlot's chunk, loaded on a chart's first draw (LiveChart). In a module of its own so a test can make
// the load fail as a browser does: vi.mock('uplot') cannot, Vitest wraps a failing mock's error in its own.
import type uPlot from 'uplot';

export function importUPlot(): Promise<{ default: typeof uPlot }> {
  return import('uplot');
}
