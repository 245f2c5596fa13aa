// A fixed-size ring of the latest samples of one live property, for the hread action.
import type { LiveSample } from '../driver';

/** Ten minutes at one sample per second. */
export const HISTORY_SIZE = 600;

export type SampleHistory = { push(sample: LiveSample): void; slice(from: number, count: number): LiveSample[]; size(): number };

export function createSampleHistory(capacity = HISTORY_SIZE): SampleHistory {
  const ring: LiveSample[] = [];
  let start = 0;
  return {
    push(sample) {
      if (ring.length < capacity) ring.push(sample);
      else {
        ring[start] = sample;
        start = (start + 1) % capacity;
      }
    },
    slice(from, count) {
      const ordered = [...ring.slice(start), ...ring.slice(0, start)];
      const end = Math.max(0, ordered.length - Math.max(0, from));
      return ordered.slice(Math.max(0, end - Math.max(0, count)), end);
    },
    size() {
      return ring.length;
    },
  };
}
