// The analysis sample screen on an experiment's page: the samples listed in order, a sample id checked
// before it is sent, and the add going out as POST /api/db/analysisaddsample with the analysis's guid.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ANALYSIS_ADD_SAMPLE_PATH, MSG_SAMPLE_ID_INVALID, sampleAlreadyAddedText } from '../../../src/domain/records/analysis-samples';
import { Right } from '../../../src/domain/rights';
import { NO_SAMPLES_TEXT } from '../../../src/features/records/record/AnalysisSamples';
import { signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';
import { resetRecordScreensEachTest } from './record-screen-reset';
import { fakeServer, groupAnswer, page } from './fake-server';

resetRecordScreensEachTest();

const WAIT = { timeout: 15_000 };
const at = '2026-03-01T09:30:00.000Z';
const sample = (sampleId: string) => ({ sampleId, addedAt: at, addedBy: 'Ada Admin' });
const analysis = (samples: ReturnType<typeof sample>[], recRev = 1) => groupAnswer('experiment', 9, 'Run 1: 5 L bioreactor', { guid: 'a3f1c2d4-0000-4000-8000-000000000009', recRev, ...({ samples } as object) });

describe('analysis samples', () => {
  it('lists the samples and adds one through analysisaddsample, refusing an invalid or repeated id first', async () => {
    const calls = fakeServer([
      { url: /^\/api\/db\/experiment\/9$/, answer: () => ({ body: analysis([sample('S-2026-0001'), sample('S-2026-0002')]) }) },
      { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
      { method: 'POST', url: new RegExp(`^${ANALYSIS_ADD_SAMPLE_PATH}$`), answer: () => ({ body: analysis([sample('S-2026-0001'), sample('S-2026-0002'), sample('S-2026-0003')], 2) }) },
    ]);
    signIn({ rights: [Right.authenticated] });
    await renderApp('/experiment/9');
    const section = await screen.findByRole('region', { name: 'Samples' }, WAIT);
    const table = await within(section).findByRole('table', { name: 'Samples of this analysis' }, WAIT);
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['S-2026-0001', 'S-2026-0002']);

    const input = within(section).getByRole('textbox', { name: 'Sample id' });
    fireEvent.change(input, { target: { value: 'no spaces allowed' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add sample' }));
    expect(await within(section).findByText(MSG_SAMPLE_ID_INVALID, undefined, WAIT)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'S-2026-0002' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add sample' }));
    expect(await within(section).findByText(sampleAlreadyAddedText('S-2026-0002'), undefined, WAIT)).toBeTruthy();
    expect(calls.some((c) => c.url === ANALYSIS_ADD_SAMPLE_PATH)).toBe(false);

    fireEvent.change(input, { target: { value: ' S-2026-0003 ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add sample' }));
    expect(await within(section).findByRole('cell', { name: 'S-2026-0003' }, WAIT)).toBeTruthy();
    const adds = () => calls.filter((c) => c.method === 'POST' && c.url === ANALYSIS_ADD_SAMPLE_PATH).map((c) => c.body);
    await expect.poll(adds, WAIT).toEqual([{ analysisGId: 'a3f1c2d4-0000-4000-8000-000000000009', sampleId: 'S-2026-0003' }]);
  });

  it('says so when the analysis has no samples yet', async () => {
    fakeServer([
      { url: /^\/api\/db\/experiment\/9$/, answer: () => ({ body: analysis([]) }) },
      { url: /^\/api\/db\/(project|experiment)\?/, answer: () => ({ body: page([]) }) },
    ]);
    signIn({ rights: [Right.authenticated] });
    await renderApp('/experiment/9');
    const section = await screen.findByRole('region', { name: 'Samples' }, WAIT);
    expect(within(section).getByText(NO_SAMPLES_TEXT)).toBeTruthy();
  });
});
