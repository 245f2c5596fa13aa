// How each simulated instrument behaves: its live values per tick, the conditions that raise
// alarms, and its methods. Values follow the settings (a pump's pressure follows its flow rate)
// plus a little noise, so screens look alive.
import type { Severity } from '../../../src/domain/error-item';
import type { PropertyValue } from '../../../src/domain/nodes/node-protocol';
import type { InstrumentKind } from '../../nodes/node-type';
import type { MethodOutcome } from '../driver';
import { DriverMethodError } from '../driver';

export type ModelState = {
  live: Record<string, number | string>;
  settings: Record<string, PropertyValue>;
  /** Seconds the instrument has run, drives the slow waves of the signals. */
  seconds: number;
  busyUntil: number;
  busyText: string;
};

export type AlarmCondition = { key: string; severity: Severity; msg: string };

export type InstrumentModel = {
  liveIds: readonly string[];
  initial(settings: Record<string, PropertyValue>): Record<string, number | string>;
  tick(state: ModelState, now: number, random: () => number): void;
  /** Moves the values that follow a setting at once, without noise or ageing (after a settings change). */
  settle?(state: ModelState): void;
  conditions(state: ModelState): AlarmCondition[];
  call(state: ModelState, methodId: string, args: readonly unknown[], now: number): MethodOutcome;
};

/** Simulated lamp ageing: one minute of lamp time per real second, so the lamp alarm is reachable in a demo. */
export const LAMP_HOURS_PER_TICK = 1 / 60;
export const PRESSURE_BAR_PER_ML_MIN = 5;

function num(value: PropertyValue | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

function noise(random: () => number, amplitude: number): number {
  return (random() * 2 - 1) * amplitude;
}

function notAMethod(methodId: string): never {
  throw new DriverMethodError(`Method '${methodId}' is not supported by this instrument.`);
}

function pumpPressure(settings: Record<string, PropertyValue>): number {
  // Water-rich mixtures (channel b) are more viscous: up to 30 % more pressure.
  const viscosity = 1 + 0.3 * (num(settings.b, 0) / 100);
  return num(settings.FlowRate, 0) * PRESSURE_BAR_PER_ML_MIN * viscosity;
}

const pump: InstrumentModel = {
  liveIds: ['Pressure'],
  initial: (s) => ({ Pressure: round(pumpPressure(s), 2) }),
  tick(state, _now, random) {
    state.live.Pressure = round(Math.max(0, pumpPressure(state.settings) + noise(random, 0.2)), 2);
  },
  settle(state) {
    state.live.Pressure = round(pumpPressure(state.settings), 2);
  },
  conditions(state) {
    const limit = num(state.settings.PressureLimit, 40);
    const pressure = num(state.live.Pressure as number, 0);
    return pressure > limit ? [{ key: 'pressure', severity: 1, msg: `Pressure above limit (${pressure.toFixed(2)} bar > ${limit} bar)` }] : [];
  },
  call: (_s, methodId) => notAMethod(methodId),
};

const autosampler: InstrumentModel = {
  liveIds: ['State'],
  initial: () => ({ State: 'Idle' }),
  tick(state, now) {
    state.live.State = now < state.busyUntil ? state.busyText : 'Idle';
  },
  conditions: () => [],
  call(state, methodId, args, now) {
    if (methodId !== 'NeedleWash') return notAMethod(methodId);
    if (now < state.busyUntil) throw new DriverMethodError('The autosampler is busy.');
    const cycles = typeof args[0] === 'number' ? args[0] : 3;
    const solvent = typeof args[1] === 'string' && args[1] !== '' ? args[1] : 'Methanol';
    state.busyUntil = now + cycles * 1000;
    state.busyText = `Needle wash (${solvent})`;
    state.live.State = state.busyText;
    return { returnValue: `Needle wash started: ${cycles} cycles with ${solvent}.` };
  },
};

const mwd: InstrumentModel = {
  liveIds: ['LampHours', 'Absorbance'],
  initial: () => ({ LampHours: 1500, Absorbance: 0.1 }),
  tick(state, _now, random) {
    state.live.LampHours = round(num(state.live.LampHours as number, 0) + LAMP_HOURS_PER_TICK, 4);
    state.live.Absorbance = round(0.1 + 0.05 * Math.sin(state.seconds / 20) + noise(random, 0.002), 4);
  },
  conditions(state) {
    const limit = num(state.settings.LampHoursLimit, 2000);
    const hours = num(state.live.LampHours as number, 0);
    return hours > limit ? [{ key: 'lamp', severity: 2, msg: `Lamp hours above limit (${hours.toFixed(0)} h > ${limit} h): replace the lamp` }] : [];
  },
  call: (_s, methodId) => notAMethod(methodId),
};

const mals: InstrumentModel = {
  liveIds: ['Intensity'],
  initial: (s) => ({ Intensity: round((num(s.LaserPower, 80) / 100) * 2.5, 2) }),
  tick(state, _now, random) {
    state.live.Intensity = round(Math.max(0, (num(state.settings.LaserPower, 0) / 100) * 2.5 + noise(random, 0.02)), 3);
  },
  settle(state) {
    state.live.Intensity = round((num(state.settings.LaserPower, 0) / 100) * 2.5, 3);
  },
  conditions(state) {
    return num(state.settings.LaserPower, 0) < 10 ? [{ key: 'laser', severity: 0, msg: 'Laser power is low: light scattering signal is weak' }] : [];
  },
  call: (_s, methodId) => notAMethod(methodId),
};

const ph: InstrumentModel = {
  liveIds: ['pH'],
  initial: () => ({ pH: 7 }),
  tick(state, _now, random) {
    state.live.pH = round(7 + 0.05 * Math.sin(state.seconds / 30) + noise(random, 0.01), 3);
  },
  conditions(state) {
    return state.settings.CalibrationDate ? [] : [{ key: 'calibration', severity: 1, msg: 'pH meter is not calibrated' }];
  },
  call(state, methodId, args, now) {
    if (methodId !== 'Calibrate') return notAMethod(methodId);
    const b1 = typeof args[0] === 'number' ? args[0] : 4;
    const b2 = typeof args[1] === 'number' ? args[1] : 7;
    if (Math.abs(b2 - b1) < 1) throw new DriverMethodError('The buffers must differ by at least 1 pH.');
    const date = new Date(now).toISOString();
    const slope = round(98 + Math.min(2, Math.abs(b2 - b1) / 3), 1);
    state.settings.CalibrationDate = date;
    state.settings.Slope = slope;
    return { returnValue: slope, writes: [{ id: 'CalibrationDate', value: date }, { id: 'Slope', value: slope }] };
  },
};

export const INSTRUMENT_MODELS: Record<InstrumentKind, InstrumentModel> = { pump, autosampler, mwd, mals, ph };
