// The browse level a screen uses (node-model.md §6): standard by default, advanced with the settings
// right or in debug mode, debug and internal for the debug screens.
import { Right, VisibilityLevel } from '../../domain/rights';
import { hasRight } from '../../domain/route-access';

export type ScreenLevel = 'user' | 'internal' | 'debug';

export function browseLevelFor(level: ScreenLevel, rights: readonly string[], debugMode: boolean): number {
  if (level === 'debug') return VisibilityLevel.debug;
  if (level === 'internal') return VisibilityLevel.internal;
  return debugMode || hasRight(rights, Right.accessSettings) ? VisibilityLevel.advanced : VisibilityLevel.standard;
}
