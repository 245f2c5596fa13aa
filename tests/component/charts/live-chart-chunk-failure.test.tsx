// uPlot is a chunk of its own, loaded on the chart's first draw. When that chunk fails (a deploy replaced
// it, the network dropped it) the chart's place says so, as a failed route does: the app reloads once,
// and a failure right after a reload shows the message and a Reload button. No rejection goes unhandled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { markChunkReload } from '../../../src/data/chunk-reload-mark';
import { MSG_CHUNK_FAILED } from '../../../src/domain/chunk-failure';
import { LiveChart } from '../../../src/features/charts/LiveChart';
import { BROWSER_EXCEPTION_PATH } from '../../../src/features/shell/error-reporting';
import { jsonResponse } from '../../unit/support/scripted-fetch';
import { renderWithFluent } from '../nodes/tree-fixtures';

const FAILED_IMPORT = 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/uPlot-abc123.js';

// What a browser's import() rejects with when the chunk is gone; the chart's own handling does the rest.
vi.mock('../../../src/features/charts/import-uplot', () => ({ importUPlot: () => Promise.reject(new TypeError(FAILED_IMPORT)) }));

const reports: string[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reports.length = 0;
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  // jsdom has no canvas, and the chart loads uPlot only where it can draw.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as never);
  setFetchImplementation(async (input, init) => {
    if (String(input) === BROWSER_EXCEPTION_PATH) reports.push(String(init?.body));
    return jsonResponse(200, {});
  });
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  vi.restoreAllMocks();
  resetApiClient();
});

function renderChart() {
  renderWithFluent(<LiveChart label="Chart of Pressure" series={[{ label: 'Pressure (bar)' }]} data={[[1, 2], [4.9, 5]]} formatNumber={(v, d) => v.toFixed(d)} />);
}

describe('live chart whose uPlot chunk fails', () => {
  it('reloads the app once, says so, and reports the failure without an unhandled rejection', async () => {
    renderChart();
    expect(await screen.findByText('Reloading the app…')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The report is sent after the failure was handled: by the time it arrives, a rejection left
    // unhandled would have been announced. (The page reports a distinct error once: only this test sees it.)
    await waitFor(() => expect(reports.some((body) => body.includes(`ChunkLoadError: ${MSG_CHUNK_FAILED}`))).toBe(true));
    expect(unhandled).toEqual([]);
    expect(screen.queryByRole('img', { name: 'Chart of Pressure' })).toBeNull();
  });

  it('shows the message and a Reload button when the app reloaded for a chunk just now', async () => {
    markChunkReload(Date.now());
    renderChart();
    expect(await screen.findByText(MSG_CHUNK_FAILED)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(unhandled).toEqual([]);
  });
});
