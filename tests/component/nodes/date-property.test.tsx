// Date and date-time properties in the property editor: typed text follows the date rules of node-model §5
// and the date pickers' calendar picks a day.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetUi } from '../support/app-state';
import { editorProperty, renderPropertyEditor } from './editor-fixtures';

async function typeAndLeave(name: string, text: string) {
  const input = screen.getByRole('textbox', { name });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    fireEvent.blur(input);
  });
  return input as HTMLInputElement;
}

describe('date properties', () => {
  beforeEach(() => {
    resetUi();
    // Only the clock is faked: "today" is Thursday 29 February 2024; Fluent's timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 1, 29, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('completes a partial date from today and saves it', async () => {
    const onSave = renderPropertyEditor(editorProperty({ name: 'Valid from', value: '2026-01-01', type: { kind: 'date', nullable: true } }));
    await typeAndLeave('Valid from', '3-7');
    expect(onSave).toHaveBeenCalledWith('2024-03-07', undefined);
  });

  it('rejects text that is no date with a message and saves nothing', async () => {
    const onSave = renderPropertyEditor(editorProperty({ name: 'Valid from', value: '2026-01-01', type: { kind: 'date', nullable: true } }));
    const input = await typeAndLeave('Valid from', '2023-02-29');
    await screen.findByText('Invalid date!', {}, { timeout: 15_000 });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears a nullable date when the text is emptied', async () => {
    const onSave = renderPropertyEditor(editorProperty({ name: 'Valid from', value: '2026-01-01', type: { kind: 'date', nullable: true } }));
    await typeAndLeave('Valid from', '');
    expect(onSave).toHaveBeenCalledWith(null, undefined);
  });

  it("says 'Required' when a date that is not nullable is emptied", async () => {
    const onSave = renderPropertyEditor(editorProperty({ name: 'Valid from', value: '2026-01-01', type: { kind: 'date' } }));
    await typeAndLeave('Valid from', '');
    await screen.findByText('Required', {}, { timeout: 15_000 });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('picks a day of a date-time from the calendar and keeps its time of day', async () => {
    const onSave = renderPropertyEditor(editorProperty({ name: 'Last audit', value: '2024-02-10T08:15:00', type: { kind: 'dateTime', nullable: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar: Last audit' }));
    const grid = await screen.findByRole('grid', { name: 'February 2024' }, { timeout: 15_000 });
    expect(within(grid).getByRole('gridcell', { selected: true }).textContent).toBe('10');
    await act(async () => {
      fireEvent.click(within(grid).getByRole('button', { name: 'Wednesday, 14 February 2024' }));
    });
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('2024-02-14T08:15:00', undefined), { timeout: 15_000 });
  });
});
