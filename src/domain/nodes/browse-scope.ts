// The browse mode of node-model.md §3 (scopes none, design, run, all). Properties and methods carry a
// scope in the server's type registry: configuration is 'design', live values, alarms and instrument
// commands are 'run', and unscoped ones belong to both. A browse or read in mode design or run sends
// that scope and the unscoped ones; none, all or no mode sends everything.
import { BrowseScope } from './node-protocol';

/** The scope of one property or method; absent means both. */
export type ItemScope = typeof BrowseScope.design | typeof BrowseScope.run;

/** The scope a mode narrows to, or undefined when it keeps everything. */
export function scopeOfMode(mode: BrowseScope | undefined): ItemScope | undefined {
  return mode === BrowseScope.design || mode === BrowseScope.run ? mode : undefined;
}

/** Whether an item of `scope` is sent when the view narrows to `wanted` (undefined: everything). */
export function isInScope(scope: ItemScope | undefined, wanted: ItemScope | undefined): boolean {
  return wanted === undefined || scope === undefined || scope === wanted;
}
