// The units row of bench/run.ts's table.
import type { UnitsFigure } from './units-figure';

export const GOAL_UNITS_RATIO = 20;

const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US')} conversions/s`;

export function unitsRow(u: UnitsFigure): string[] {
  const ratio = u.oursPerSecond / u.peerPerSecond;
  const checked = u.mismatches.length === 0;
  return [
    `8. Unit conversion, every pair of convert-units' ${u.measures} measures (${u.pairs.toLocaleString('en-US')} pairs × ${u.perRound / u.pairs} values, Node), convertUnit(value, from, to); ${u.checked.toLocaleString('en-US')} results checked against convert-units to 1e-12: ${checked ? 'ok' : `**${u.mismatches.length} differ**`}; converterFor closures: ${perSecond(u.closurePerSecond)}`,
    perSecond(u.oursPerSecond),
    `convert-units 2.3.4, convert(value).from(from).to(to), same pairs and values: ${perSecond(u.peerPerSecond)}`,
    `${ratio.toFixed(1)} × convert-units`,
    `≥ ${GOAL_UNITS_RATIO} × convert-units`,
    checked && ratio >= GOAL_UNITS_RATIO ? 'yes' : '**no**',
  ];
}
