import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import { packAlarmState } from '../../../../src/domain/nodes/alarm-packing';
import type { AlarmingInfoValue } from '../../../../src/domain/nodes/node-protocol';
import { AlarmBell } from '../../../../src/features/nodes/errors/AlarmBell';
import { AlarmMessages } from '../../../../src/features/nodes/errors/AlarmMessages';
import { PropertyControl } from '../../../../src/features/nodes/properties/PropertyControl';
import { resetUi } from '../../support/app-state';
import { renderWithFluent } from '../tree-fixtures';

const alarms: AlarmingInfoValue = {
  packed: packAlarmState(2, 2),
  alarms: [
    { severity: 1, msg: 'Pressure 52.1 bar is above the limit of 40 bar.', t: '2026-11-26T03:00:00.000Z', entityName: 'Pump', entityId: '0.Pump', ctx: 0 },
    { severity: 2, msg: 'Lamp burnt 2001 h, limit 2000 h.', t: '2026-11-26T04:00:00.000Z', entityName: 'MWD detector', entityId: '0.MWD', ctx: 0 },
  ],
};

describe('alarm messages', () => {
  beforeEach(resetUi);

  it("lists a node's alarms under 'Messages', worst first, with since when and who raised them", () => {
    renderWithFluent(<AlarmMessages alarms={alarms} locale={DEFAULT_LOCALE_SETTINGS} />);
    const table = screen.getByRole('table', { name: 'Messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual(['Lamp burnt 2001 h, limit 2000 h.', 'Pressure 52.1 bar is above the limit of 40 bar.']);
    expect(within(rows[1] as HTMLElement).getByText('Pump')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Error' })).toBeTruthy();
  });

  it('hides the list when dismissed', () => {
    renderWithFluent(<AlarmMessages alarms={alarms} locale={DEFAULT_LOCALE_SETTINGS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Messages' }));
    expect(screen.queryByRole('table', { name: 'Messages' })).toBeNull();
  });

  it("opens the 'Messages' dialog from the alarm icon of a tree row", async () => {
    renderWithFluent(<AlarmBell node={{ name: 'Pump', id: 'Pump', alarms }} text="2 alarms" tabIndex={0} />);
    expect(screen.getByRole('img', { name: '2 alarms' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Messages of Pump' }));
    const dialog = await screen.findByRole('dialog', { name: 'Messages: Pump' });
    expect(within(dialog).getByText('Pressure 52.1 bar is above the limit of 40 bar.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a property whose web editor is alarmViewer as the 'Messages' list, or 'No messages.'", () => {
    const control = (value: AlarmingInfoValue | null) => (
      <PropertyControl
        property={{ id: 'AlarmingInfo', name: 'Alarms', value, ac: 17, type: { kind: 'text' }, webEditor: 'alarmViewer' }}
        readOnly
        locale={DEFAULT_LOCALE_SETTINGS}
        inputId="alarms"
        labelId="alarms-label"
        messageId="alarms-message"
        save={async () => 'saved'}
        onFocus={() => {}}
        message={null}
        onMessage={() => {}}
      />
    );
    const view = renderWithFluent(control(alarms));
    expect(within(screen.getByRole('table', { name: 'Messages' })).getByText('Lamp burnt 2001 h, limit 2000 h.')).toBeTruthy();
    view.unmount();
    renderWithFluent(control({ packed: 0, alarms: [] }));
    expect(screen.getByText('No messages.')).toBeTruthy();
  });
});
