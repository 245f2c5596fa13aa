// The boundary between the node tree and the instruments. The embedded default is the simulator
// (simulator/simulator-driver.ts); a real controller connection would implement the same type.
import type { AlarmEntry, PropertyValue, PropertyValueUpdate } from '../../src/domain/nodes/node-protocol';
import type { InstrumentKind } from '../nodes/node-type';

export type LiveSample = { t: string; value: number | string };

/** An instrument node as the driver sees it: where it is, what it is, and its stored settings. */
export type DriverNode = { host: string; gId: string; name: string; kind: InstrumentKind; settings: Record<string, PropertyValue> };

/** The outcome of a method: its return value and stored properties the method changed (e.g. a calibration date). */
export type MethodOutcome = { returnValue: unknown; writes?: PropertyValueUpdate[] };

/** An alarm that was raised or cleared: the System event log keeps one entry for each (routes/eventlog… and app.ts). */
export type AlarmChange = { host: string; gId: string; name: string; raised: boolean; alarm: AlarmEntry };

export class DriverMethodError extends Error {}

export type InstrumentDriver = {
  /** Starts the timer that moves live values; unref'd, so it never keeps the process alive. */
  start(): void;
  stop(): void;
  /** Hands the driver a node's stored settings (setpoints, limits); creates its state on first sight. */
  sync(node: DriverNode): void;
  /** The current value of a live property, or undefined when the driver does not know the node. */
  readLive(host: string, gId: string, propId: string): PropertyValue | undefined;
  /** The last samples of a live property, oldest first: `count` samples ending `from` samples before the newest. */
  history(host: string, gId: string, propId: string, from: number, count: number): LiveSample[];
  /** Active alarms of the node and every instrument below it. */
  alarms(host: string, gId: string): AlarmEntry[];
  /** Runs an instrument method; throws DriverMethodError for a refusal the user should see. */
  callMethod(node: DriverNode, methodId: string, args: readonly unknown[]): Promise<MethodOutcome>;
  /** Calls listener for every alarm raised or cleared from now on; returns the function that stops it. */
  onAlarmChange?(listener: (change: AlarmChange) => void): () => void;
  /** Drops the state of a deleted node and its descendants. */
  forget(host: string, gId: string): void;
};
