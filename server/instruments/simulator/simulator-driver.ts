// The embedded instrument driver: every instrument node it has seen gets a simulated state whose
// live values move on a one-second timer, with alarms raised and cleared as conditions change.
import type { AlarmEntry, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { isWithin } from '../../nodes/node-access';
import type { InstrumentKind } from '../../nodes/node-type';
import type { AlarmChange, DriverNode, InstrumentDriver, LiveSample } from '../driver';
import { INSTRUMENT_MODELS } from './instrument-models';
import type { ModelState } from './instrument-models';
import { createSampleHistory } from './sample-history';
import type { SampleHistory } from './sample-history';

export const SIMULATOR_INTERVAL_MS = 1000;

type Instrument = {
  host: string;
  gId: string;
  name: string;
  kind: InstrumentKind;
  state: ModelState;
  history: Map<string, SampleHistory>;
  /** Active alarms by condition key; an alarm keeps the time it was raised until it clears. */
  alarms: Map<string, AlarmEntry>;
};

export type SimulatorOptions = { intervalMs?: number; now?: () => number; random?: () => number };

function keyOf(host: string, gId: string): string {
  return `${host}\u0000${gId}`;
}

export function createSimulatorDriver(options: SimulatorOptions = {}): InstrumentDriver {
  const intervalMs = options.intervalMs ?? SIMULATOR_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const instruments = new Map<string, Instrument>();
  let timer: NodeJS.Timeout | undefined;

  const alarmListeners = new Set<(change: AlarmChange) => void>();
  const announce = (inst: Instrument, alarm: AlarmEntry, raised: boolean) => {
    for (const listener of alarmListeners) listener({ host: inst.host, gId: inst.gId, name: inst.name, raised, alarm });
  };

  function refreshAlarms(inst: Instrument): void {
    const active = INSTRUMENT_MODELS[inst.kind].conditions(inst.state);
    const keys = new Set(active.map((c) => c.key));
    for (const [key, alarm] of [...inst.alarms]) {
      if (keys.has(key)) continue;
      inst.alarms.delete(key);
      announce(inst, alarm, false);
    }
    for (const c of active) {
      const existing = inst.alarms.get(c.key);
      const alarm = { severity: c.severity, msg: c.msg, t: existing?.t ?? new Date(now()).toISOString(), entityName: inst.name, entityId: inst.gId, ctx: 0 };
      inst.alarms.set(c.key, alarm);
      if (!existing) announce(inst, alarm, true);
    }
  }

  function record(inst: Instrument): void {
    const t = new Date(now()).toISOString();
    for (const [id, value] of Object.entries(inst.state.live)) {
      let h = inst.history.get(id);
      if (!h) inst.history.set(id, (h = createSampleHistory()));
      h.push({ t, value });
    }
  }

  function tick(): void {
    for (const inst of instruments.values()) {
      inst.state.seconds += intervalMs / 1000;
      INSTRUMENT_MODELS[inst.kind].tick(inst.state, now(), random);
      refreshAlarms(inst);
      record(inst);
    }
  }

  function sameSettings(a: Record<string, PropertyValue>, b: Record<string, PropertyValue>): boolean {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && (a[k] === b[k] || JSON.stringify(a[k]) === JSON.stringify(b[k])));
  }

  function sync(node: DriverNode): void {
    const key = keyOf(node.host, node.gId);
    const existing = instruments.get(key);
    if (existing && existing.kind === node.kind) {
      existing.name = node.name;
      // Every read syncs; settling on an unchanged setting would wipe the noise each second and
      // freeze the live values of a watched instrument.
      if (sameSettings(existing.state.settings, node.settings)) return;
      existing.state.settings = { ...node.settings };
      // Settings act at once (a new flow rate moves the pressure now, not on the next tick).
      INSTRUMENT_MODELS[node.kind].settle?.(existing.state);
      refreshAlarms(existing);
      return;
    }
    const model = INSTRUMENT_MODELS[node.kind];
    const settings: Record<string, PropertyValue> = { ...node.settings };
    const inst: Instrument = {
      host: node.host,
      gId: node.gId,
      name: node.name,
      kind: node.kind,
      state: { live: model.initial(settings), settings, seconds: 0, busyUntil: 0, busyText: '' },
      history: new Map(),
      alarms: new Map(),
    };
    instruments.set(key, inst);
    refreshAlarms(inst);
    record(inst);
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    sync,
    readLive(host, gId, propId) {
      return instruments.get(keyOf(host, gId))?.state.live[propId];
    },
    history(host, gId, propId, from, count): LiveSample[] {
      return instruments.get(keyOf(host, gId))?.history.get(propId)?.slice(from, count) ?? [];
    },
    alarms(host, gId) {
      const out: AlarmEntry[] = [];
      for (const inst of instruments.values()) {
        if (inst.host !== host || !isWithin(inst.gId, gId)) continue;
        out.push(...inst.alarms.values());
      }
      return out;
    },
    async callMethod(node, methodId, args) {
      sync(node);
      const inst = instruments.get(keyOf(node.host, node.gId)) as Instrument;
      const outcome = INSTRUMENT_MODELS[node.kind].call(inst.state, methodId, args, now());
      refreshAlarms(inst);
      return outcome;
    },
    onAlarmChange(listener) {
      alarmListeners.add(listener);
      return () => alarmListeners.delete(listener);
    },
    forget(host, gId) {
      for (const [key, inst] of instruments) if (inst.host === host && isWithin(inst.gId, gId)) instruments.delete(key);
    },
  };
}
