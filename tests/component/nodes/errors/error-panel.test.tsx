import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../../src/domain/locale-settings';
import type { ErrorItem } from '../../../../src/domain/error-item';
import { ErrorPanel } from '../../../../src/features/nodes/errors/ErrorPanel';
import { resetUi } from '../../support/app-state';
import { renderWithFluent } from '../tree-fixtures';

function renderPanel(messages: ErrorItem[], extra: { alarmColumns?: boolean; onDismiss?: () => void } = {}) {
  return renderWithFluent(<ErrorPanel messages={messages} title="Messages" locale={DEFAULT_LOCALE_SETTINGS} {...extra} />);
}

describe('error panel', () => {
  beforeEach(resetUi);

  it('shows each message with the icon of its severity, an unknown severity as an error', () => {
    renderPanel([
      { msg: 'Just so you know', severity: 0 },
      { msg: 'Careful', severity: 1 },
      { msg: 'Broken', severity: 2 },
      { msg: 'Strange', severity: 9 as never },
    ]);
    const rows = within(screen.getByRole('table', { name: 'Messages' })).getAllByRole('row').slice(1);
    const icons = rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'));
    expect(icons).toEqual(['Information', 'Warning', 'Error', 'Error']);
    expect(rows.map((row) => row.textContent)).toEqual(['Just so you know', 'Careful', 'Broken', 'Strange'].map((t) => expect.stringContaining(t)));
  });

  it('adds time and entity columns for alarms', () => {
    renderPanel([{ msg: 'Pressure above the limit', severity: 1, t: '2026-11-26T04:05:06.000Z', entityName: 'Pump' }], { alarmColumns: true });
    const table = screen.getByRole('table', { name: 'Messages' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Severity', 'Since', 'Entity', 'Message']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([expect.stringMatching(/^2026-11-26T\d\d:05:06$/), 'Pump', 'Pressure above the limit']);
  });

  it('has no time and entity columns for other messages', () => {
    renderPanel([{ msg: 'Saved with warnings', severity: 1 }]);
    expect(within(screen.getByRole('table', { name: 'Messages' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Severity', 'Message']);
  });

  it('hides messages bound to a field and says how many are attached to items', () => {
    renderPanel([{ msg: 'General failure' }, { msg: 'Name is required', field: 'Name' }, { msg: 'Too long', field: 'Desc' }]);
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('See messages attached to items! (2)')).toBeTruthy();
    expect(screen.getByText('General failure')).toBeTruthy();
  });

  it('is dismissible', () => {
    const onDismiss = vi.fn();
    renderPanel([{ msg: 'Broken', severity: 2 }], { onDismiss });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Messages' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without messages', () => {
    renderPanel([{ msg: 'hidden', hidden: true }]);
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
  });
});
