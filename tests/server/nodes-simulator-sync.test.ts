import { describe, expect, it } from 'vitest';
import type { DriverNode } from '../../server/instruments/driver';
import { createSimulatorDriver } from '../../server/instruments/simulator/simulator-driver';

const HOST = 'LAB-CTRL-1';
const pump = (flowRate: number): DriverNode => ({
  host: HOST,
  gId: '0.Pump',
  name: 'Pump',
  kind: 'pump',
  settings: { FlowRate: flowRate, a: 100, b: 0, c: 0, d: 0, PressureLimit: 40 },
});

describe('simulator settings sync', () => {
  it('keeps the moving live values when a read syncs unchanged settings, and settles at once on a change', async () => {
    // Noise always +0.2 bar, so a tick is told apart from a settled value.
    const driver = createSimulatorDriver({ intervalMs: 5, random: () => 1 });
    driver.sync(pump(1));
    expect(driver.readLive(HOST, '0.Pump', 'Pressure')).toBe(5);
    driver.start();
    await expect.poll(() => driver.readLive(HOST, '0.Pump', 'Pressure'), { timeout: 2_000, interval: 5 }).toBe(5.2);
    driver.stop();
    driver.sync(pump(1));
    expect(driver.readLive(HOST, '0.Pump', 'Pressure')).toBe(5.2);
    driver.sync(pump(2));
    expect(driver.readLive(HOST, '0.Pump', 'Pressure')).toBe(10);
  });
});
