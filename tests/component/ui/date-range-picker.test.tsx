import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RangeChoice } from '../../../src/domain/dates/range-choice';
import { DEFAULT_RANGE_CHOICE } from '../../../src/domain/dates/range-choice';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { DateRangePicker } from '../../../src/ui/DateRangePicker';
import { renderWithFluent } from '../nodes/tree-fixtures';

/** Thursday 29 February 2024, local time. */
const now = () => new Date(2024, 1, 29, 10, 0);

function Range({ start = DEFAULT_RANGE_CHOICE, spy }: { start?: RangeChoice; spy: (v: RangeChoice) => void }) {
  const [value, setValue] = useState<RangeChoice>(start);
  return (
    <DateRangePicker
      label="Period"
      locale={DEFAULT_LOCALE_SETTINGS}
      now={now}
      value={value}
      onChange={(v) => {
        spy(v);
        setValue(v);
      }}
    />
  );
}

const field = (name: 'From' | 'To') => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function expectEnds(from: string, to: string) {
  await waitFor(() => expect([field('From').value, field('To').value]).toEqual([from, to]), { timeout: 15_000 });
}

function typeAndLeave(name: 'From' | 'To', text: string) {
  fireEvent.change(field(name), { target: { value: text } });
  fireEvent.blur(field(name));
}

describe('DateRangePicker', () => {
  it('starts with the past year (365 days ending today)', async () => {
    renderWithFluent(<Range spy={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Period: Past year' })).toBeTruthy();
    await expectEnds('2023-03-02', '2024-02-29');
  });

  it('applies a preset chosen from the menu', async () => {
    const spy = vi.fn();
    renderWithFluent(<Range spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Period: Past year' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    expect(within(menu).getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'This month', 'Last month', 'This year', 'Past year']);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'This month' }));
    expect(spy).toHaveBeenCalledWith({ preset: 'thisMonth' });
    await expectEnds('2024-02-01', '2024-02-29');
  });

  it('moves a whole month by a month with previous and next, then shows a custom period', async () => {
    const spy = vi.fn();
    renderWithFluent(<Range spy={spy} start={{ preset: 'thisMonth' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(spy).toHaveBeenLastCalledWith({ from: '2024-01-01T00:00:00', to: '2024-01-31T23:59:59.999' });
    await expectEnds('2024-01-01', '2024-01-31');
    expect(screen.getByRole('button', { name: 'Period: Custom period' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await expectEnds('2024-03-01', '2024-03-31');
  });

  it('moves other ranges by their length in days', async () => {
    renderWithFluent(<Range spy={vi.fn()} start={{ preset: 'last7Days' }} />);
    await expectEnds('2024-02-23', '2024-02-29');
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await expectEnds('2024-03-01', '2024-03-07');
  });

  it("shows 'Invalid input' for text that is no date and keeps the range", async () => {
    const spy = vi.fn();
    renderWithFluent(<Range spy={spy} start={{ preset: 'today' }} />);
    typeAndLeave('From', '2024-13-01');
    await screen.findByText('Invalid input', {}, { timeout: 15_000 });
    expect(spy).not.toHaveBeenCalled();
  });

  it('ends the range at 23:59:59.999 of the typed day and completes partial text', async () => {
    const spy = vi.fn();
    renderWithFluent(<Range spy={spy} start={{ preset: 'thisMonth' }} />);
    typeAndLeave('To', '20');
    expect(spy).toHaveBeenLastCalledWith({ from: '2024-02-01T00:00:00', to: '2024-02-20T23:59:59.999' });
    await expectEnds('2024-02-01', '2024-02-20');
  });

  it('gives the end picker the start as its minimum', async () => {
    const spy = vi.fn();
    renderWithFluent(<Range spy={spy} start={{ from: '2024-02-10T00:00:00', to: '2024-02-20T23:59:59.999' }} />);
    typeAndLeave('To', '2024-02-09');
    await screen.findByText('Date must not be earlier than 2024-02-10.', {}, { timeout: 15_000 });
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: To' }));
    const grid = await screen.findByRole('grid', { name: 'February 2024' }, { timeout: 15_000 });
    expect(within(grid).getByRole('button', { name: 'Friday, 9 February 2024' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(grid).getByRole('button', { name: 'Saturday, 10 February 2024' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('clears to when from is set later than to', async () => {
    const spy = vi.fn();
    renderWithFluent(<Range spy={spy} start={{ from: '2024-02-10T00:00:00', to: '2024-02-20T23:59:59.999' }} />);
    typeAndLeave('From', '2024-02-21');
    expect(spy).toHaveBeenLastCalledWith({ from: '2024-02-21T00:00:00' });
    await expectEnds('2024-02-21', '');
    expect((screen.getByRole('button', { name: 'Next period' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
