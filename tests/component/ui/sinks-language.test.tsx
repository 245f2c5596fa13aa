// Issue 13: the sinks show the English they are given in the user's language when the catalog knows it,
// and as it came when it does not (a value, a newer server's message).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DEFAULT_LOCALE_SETTINGS } from '../../../src/domain/locale-settings';
import { activateLanguage } from '../../../src/i18n/language';
import { MSG_PASSWORDS_DIFFER } from '../../../src/domain/passwords/password-rules';
import { outOfRange } from '../../../src/domain/values/value-messages';
import { alertMessage, confirmMessage, showSnackbar } from '../../../src/state/ui';
import { DatePicker } from '../../../src/ui/DatePicker';
import { FormErrors } from '../../../src/ui/FormErrors';
import { MessageDialogHost } from '../../../src/ui/MessageDialogHost';
import { SnackbarHost } from '../../../src/ui/SnackbarHost';
import { resetUi } from '../support/app-state';

function renderHosts() {
  render(
    <FluentProvider theme={webLightTheme}>
      <MessageDialogHost />
      <SnackbarHost />
    </FluentProvider>,
  );
}

describe('sinks in the active language', () => {
  beforeEach(resetUi);

  it('shows a confirmation dialog with German title and buttons, and unknown text as it came', async () => {
    await activateLanguage('de', true);
    renderHosts();
    void confirmMessage('Pump 7 will stop.');
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestätigung' });
    expect(dialog.textContent).toContain('Pump 7 will stop.');
    expect(screen.getByRole('button', { name: 'Ja' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nein' })).toBeTruthy();
  });

  it('shows a snackbar and an information dialog in Slovenian', async () => {
    await activateLanguage('sl', true);
    renderHosts();
    act(() => {
      showSnackbar('Today', { duration: 'long' });
    });
    expect(await screen.findByText('Danes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zapri' })).toBeTruthy();
    void alertMessage('Yesterday');
    const dialog = await screen.findByRole('dialog', { name: 'Informacija' });
    expect(dialog.textContent).toContain('Včeraj');
    expect(screen.getByRole('button', { name: 'V redu' })).toBeTruthy();
  });

  it('shows domain messages in German in the form errors, one with values filled in, and unknown text in English', async () => {
    await activateLanguage('de', true);
    render(
      <FluentProvider theme={webLightTheme}>
        <FormErrors errors={[{ msg: MSG_PASSWORDS_DIFFER }, { msg: outOfRange('1', '5') }, { msg: 'Pump 7 is busy.' }]} />
      </FluentProvider>,
    );
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toContain('Die Passwörter stimmen nicht überein.');
    expect(bar.textContent).toContain('Der Wert muss zwischen 1 und 5 liegen.');
    expect(bar.textContent).toContain('Pump 7 is busy.');
  });

  it('names the calendar of a date field in German: month, weekdays and each day', async () => {
    await activateLanguage('de', true);
    render(
      <FluentProvider theme={webLightTheme}>
        <DatePicker label="Kalibrierung" value="2024-02-10" onChange={() => undefined} locale={DEFAULT_LOCALE_SETTINGS} now={() => new Date(2024, 1, 29, 10, 0)} />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen: Kalibrierung' }));
    const grid = await screen.findByRole('grid', { name: 'Februar 2024' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(within(grid).getByRole('button', { name: 'Mittwoch, 14. Februar 2024' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeTruthy();
  });
});
