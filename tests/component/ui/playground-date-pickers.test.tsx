// The pickers are reachable on a real screen (the playground) and write dates in the signed-in user's locale.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { session } from '../../../src/state/session';
import { resetUi, signIn, signOut } from '../support/app-state';
import { renderApp } from '../support/render-app';

beforeEach(() => {
  resetUi();
  signIn();
  session.localeSettings = { ...DEFAULT_LOCALE_SETTINGS, dateFormat: 'dd.mm.yyyy' };
});
afterEach(() => {
  signOut();
  session.localeSettings = { ...DEFAULT_LOCALE_SETTINGS };
});

describe('date pickers in the playground', () => {
  it("show the default period in the user's date format and follow a preset", async () => {
    await renderApp('/playground');
    const from = (await screen.findByRole('textbox', { name: 'From' }, { timeout: 15_000 })) as HTMLInputElement;
    const to = screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement;
    expect(from.value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(screen.getByText(`Chosen period: ${from.value} – ${to.value}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Period: Past year' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Today' }, { timeout: 15_000 }));
    await waitFor(() => expect(from.value).toBe(to.value), { timeout: 15_000 });
  });

  it('reads a month in the locale order', async () => {
    await renderApp('/playground');
    const month = (await screen.findByRole('textbox', { name: 'Month' }, { timeout: 15_000 })) as HTMLInputElement;
    fireEvent.change(month, { target: { value: '3.2021' } });
    fireEvent.blur(month);
    await waitFor(() => expect(month.value).toBe('03.2021'), { timeout: 15_000 });
  });
});
