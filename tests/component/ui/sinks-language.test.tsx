// Issue 13: the sinks show the English they are given in the user's language when the catalog knows it,
// and as it came when it does not (a value, a newer server's message).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { activateLanguage } from '../../../src/i18n/language';
import { alertMessage, confirmMessage, showSnackbar } from '../../../src/state/ui';
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
  afterEach(async () => {
    await activateLanguage('en', true);
  });

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
});
