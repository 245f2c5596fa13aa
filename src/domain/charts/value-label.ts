// The name a chart gives a value: its name with the unit its samples are in ('Pressure (bar)'). hread
// sends stored values, so the stored unit, not the display unit.
import type { NodeProperty } from '../nodes/node-protocol';

export function valueLabel(p: Pick<NodeProperty, 'name' | 'phyQ'>): string {
  const unit = p.phyQ?.unit;
  return unit && unit !== p.name ? `${p.name} (${unit})` : p.name;
}
