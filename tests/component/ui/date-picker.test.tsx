import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import type { LocaleSettings } from '../../../src/domain/locale-settings';
import type { DatePickerProps } from '../../../src/ui/DatePicker';
import { DatePicker } from '../../../src/ui/DatePicker';
import { renderWithFluent } from '../nodes/tree-fixtures';

const DE: LocaleSettings = { ...DEFAULT_LOCALE_SETTINGS, dateFormat: 'dd.mm.yyyy' };
/** Thursday 29 February 2024, local time. */
const now = () => new Date(2024, 1, 29, 10, 0);

function Picker(props: Partial<DatePickerProps> & { start?: string | null; spy: (v: string | null) => void }) {
  const { start = null, spy, ...rest } = props;
  const [value, setValue] = useState<string | null>(start);
  return (
    <DatePicker
      label="Calibration due"
      locale={DE}
      now={now}
      {...rest}
      value={value}
      onChange={(v) => {
        spy(v);
        setValue(v);
      }}
    />
  );
}

function typeAndLeave(text: string) {
  const input = screen.getByRole('textbox', { name: 'Calibration due' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('DatePicker', () => {
  it("completes a partial date from today in the locale's order", async () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} />);
    const input = typeAndLeave('3.4');
    expect(spy).toHaveBeenCalledWith('2024-04-03');
    await waitFor(() => expect(input.value).toBe('03.04.2024'), { timeout: 15_000 });
  });

  it('forces a 4-digit year: two digits expand', () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} />);
    typeAndLeave('1.2.23');
    expect(spy).toHaveBeenCalledWith('2023-02-01');
  });

  it('rejects text that is no date and keeps it for correction', async () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} start="2024-01-10" />);
    const input = typeAndLeave('30.02.2024');
    await screen.findByText('Invalid date!', {}, { timeout: 15_000 });
    expect(input.value).toBe('30.02.2024');
    expect(spy).not.toHaveBeenCalled();
  });

  it('clears the value when the text is emptied', () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} start="2024-01-10" />);
    typeAndLeave('');
    expect(spy).toHaveBeenCalledWith(null);
  });

  it('allows no birth date after today', async () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} mode="birthDate" />);
    typeAndLeave('1.3.2024');
    await screen.findByText('Date must not be later than 29.02.2024.', {}, { timeout: 15_000 });
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: Calibration due' }));
    const grid = await screen.findByRole('grid', { name: 'February 2024' }, { timeout: 15_000 });
    expect(within(grid).getByRole('button', { name: 'Friday, 1 March 2024' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(grid).getByRole('button', { name: 'Friday, 1 March 2024' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('picks a day from a calendar whose weeks start on Monday', async () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} start="2024-02-10" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: Calibration due' }));
    const grid = await screen.findByRole('grid', { name: 'February 2024' }, { timeout: 15_000 });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('abbr'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    // 1 February 2024 is a Thursday: the first row starts with Monday 29 January.
    const firstRow = within(grid).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe('Monday, 29 January 2024');
    expect(within(grid).getByRole('gridcell', { selected: true }).textContent).toBe('10');
    fireEvent.click(within(grid).getByRole('button', { name: 'Wednesday, 14 February 2024' }));
    expect(spy).toHaveBeenCalledWith('2024-02-14');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull(), { timeout: 15_000 });
    expect((screen.getByRole('textbox', { name: 'Calibration due' }) as HTMLInputElement).value).toBe('14.02.2024');
  });

  it('moves through the calendar with the keyboard (arrows, Home to Monday) and picks the focused day', async () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} start="2024-02-29" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: Calibration due' }));
    const grid = await screen.findByRole('grid', { name: 'February 2024' }, { timeout: 15_000 });
    const leap = within(grid).getByRole('button', { name: 'Thursday, 29 February 2024' });
    await waitFor(() => expect(document.activeElement).toBe(leap), { timeout: 15_000 });
    fireEvent.keyDown(leap, { key: 'ArrowRight' });
    const march = await screen.findByRole('grid', { name: 'March 2024' }, { timeout: 15_000 });
    const first = within(march).getByRole('button', { name: 'Friday, 1 March 2024' });
    await waitFor(() => expect(document.activeElement).toBe(first), { timeout: 15_000 });
    fireEvent.keyDown(first, { key: 'Home' });
    const monday = within(march).getByRole('button', { name: 'Monday, 26 February 2024' });
    await waitFor(() => expect(document.activeElement).toBe(monday), { timeout: 15_000 });
    fireEvent.click(monday);
    expect(spy).toHaveBeenCalledWith('2024-02-26');
  });

  it('month type: reads and shows a month, stored as its first day', async () => {
    const spy = vi.fn();
    renderWithFluent(<Picker spy={spy} type="month" />);
    const input = typeAndLeave('11.23');
    expect(spy).toHaveBeenCalledWith('2023-11-01');
    await waitFor(() => expect(input.value).toBe('11.2023'), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: Calibration due' }));
    const grid = await screen.findByRole('grid', { name: '2023' }, { timeout: 15_000 });
    fireEvent.click(within(grid).getByRole('button', { name: 'March 2023' }));
    expect(spy).toHaveBeenLastCalledWith('2023-03-01');
  });
});
