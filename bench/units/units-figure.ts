// Issue 10's units goal: every unit pair of every convert-units measure, our library against convert-units
// in the same Node process, conversions per second, every result checked. Node rather than the browser:
// both libraries are plain synchronous JavaScript with no DOM, and V8 runs them the same way in either.
import convert from 'convert-units';
import { convertUnit, converterFor } from '../../src/domain/units/convert-unit';
import { unitsAgree } from '../../tests/unit/support/units-agree';

export type UnitsFigure = {
  measures: number;
  pairs: number;
  /** Conversions per round: every pair at every value. */
  perRound: number;
  oursPerSecond: number;
  peerPerSecond: number;
  /** The same conversions through converterFor's closures, made once per pair outside the timing. */
  closurePerSecond: number;
  checked: number;
  mismatches: string[];
};

type Pair = { measure: string; from: string; to: string };

const VALUES = [1, 123.456, -40, 1e6, 0.001, 0, 37.5, 98.6];
const MIN_MS = Number(process.env.BENCH_UNITS_MS ?? 1500);

function allPairs(): Pair[] {
  return convert()
    .measures()
    .flatMap((measure) => {
      const units = convert().possibilities(measure);
      return units.flatMap((from) => units.map((to) => ({ measure, from, to })));
    });
}

/** Rounds per second, run until at least `ms` have passed; the sums are kept so no work can be dropped. */
function rate(ms: number, round: () => number): { perSecond: number; sink: number } {
  let rounds = 0;
  let sink = 0;
  const started = performance.now();
  let elapsed = 0;
  do {
    sink += round();
    rounds += 1;
    elapsed = performance.now() - started;
  } while (elapsed < ms);
  return { perSecond: (rounds * 1000) / elapsed, sink };
}

export function measureUnits(): UnitsFigure {
  const pairs = allPairs();
  const perRound = pairs.length * VALUES.length;
  const mismatches: string[] = [];
  for (const { measure, from, to } of pairs) {
    for (const value of VALUES) {
      const expected = convert(value).from(from).to(to);
      const actual = convertUnit(value, from, to);
      if (!unitsAgree(actual, expected, value, measure, from, to)) mismatches.push(`${value} ${from} → ${to}: ${actual} vs ${expected}`);
    }
  }
  const converters = pairs.map(({ from, to }) => converterFor(from, to));
  const peerRound = () => {
    let sum = 0;
    for (const { from, to } of pairs) for (const value of VALUES) sum += convert(value).from(from).to(to);
    return sum;
  };
  const oursRound = () => {
    let sum = 0;
    for (const { from, to } of pairs) for (const value of VALUES) sum += convertUnit(value, from, to);
    return sum;
  };
  const closureRound = () => {
    let sum = 0;
    for (const converter of converters) for (const value of VALUES) sum += converter(value);
    return sum;
  };
  // Warm both up, then A-B-B-A so neither side always runs on a warmer or cooler machine.
  rate(200, peerRound);
  rate(200, oursRound);
  rate(200, closureRound);
  const peerA = rate(MIN_MS, peerRound).perSecond;
  const oursA = rate(MIN_MS, oursRound).perSecond;
  const oursB = rate(MIN_MS, oursRound).perSecond;
  const peerB = rate(MIN_MS, peerRound).perSecond;
  const closure = rate(MIN_MS, closureRound).perSecond;
  return {
    measures: convert().measures().length,
    pairs: pairs.length,
    perRound,
    oursPerSecond: ((oursA + oursB) / 2) * perRound,
    peerPerSecond: ((peerA + peerB) / 2) * perRound,
    closurePerSecond: closure * perRound,
    checked: perRound,
    mismatches,
  };
}
