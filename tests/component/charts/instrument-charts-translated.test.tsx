// Issue 13: the instrument screen's live charts are named in the user's language (German, Slovenian);
// the value's own name and unit stay as the server gives them.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { resetApiClient, setFetchImplementation } from '../../../src/data/api-client';
import { db } from '../../../src/data/db';
import { PropertyFlag } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import { InstrumentCharts } from '../../../src/features/charts/InstrumentCharts';
import { activateLanguage } from '../../../src/i18n/language';
import { HOST, key, mirrorNode, renderWithFluent } from '../nodes/tree-fixtures';

const WAIT = { timeout: 15_000 };

async function mirrorPump(): Promise<void> {
  await db.nodes.put(mirrorNode('0.Pump', 'Pump'));
  await db.properties.put({
    key: `${key('0.Pump')}|Pressure`,
    host: HOST,
    nodeKey: key('0.Pump'),
    id: 'Pressure',
    name: 'Pressure',
    value: 12.5,
    ac: AccessFlag.browse | AccessFlag.read,
    flags: PropertyFlag.ignoreAudit,
    type: { kind: 'decimal' },
  });
}

afterEach(async () => {
  resetApiClient();
  await Promise.all([db.nodes.clear(), db.properties.clear(), db.liveSeries.clear()]);
});

describe('instrument charts in German and Slovenian', () => {
  it('names the charts region and each chart in the language shown, switching at once', async () => {
    // The live read never answers: a failed one replaces a chart with its message, which is not this test.
    setFetchImplementation(() => new Promise<Response>(() => {}));
    await mirrorPump();
    await activateLanguage('de', true);
    renderWithFluent(<InstrumentCharts host={HOST} gId="0.Pump" />);
    expect(await screen.findByRole('region', { name: 'Live-Diagramme' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Diagramm von Pressure' }, WAIT)).toBeTruthy();
    await activateLanguage('sl', true);
    expect(await screen.findByRole('region', { name: 'Grafikoni v živo' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Grafikon za Pressure' }, WAIT)).toBeTruthy();
  });
});
