import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { alertMessage, confirmMessage, showMessage } from '../../src/state/ui';
import { MessageDialogHost } from '../../src/ui/MessageDialogHost';
import { resetUi } from './support/app-state';

function renderHost() {
  render(
    <FluentProvider theme={webLightTheme}>
      <MessageDialogHost />
    </FluentProvider>,
  );
}

describe('message dialog', () => {
  beforeEach(resetUi);

  it('resolves a Confirmation with true on Yes', async () => {
    renderHost();
    const answer = confirmMessage('You are about to: Ping Are you sure?');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    expect(dialog.textContent).toContain('You are about to: Ping Are you sure?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves a Confirmation with false on No', async () => {
    renderHost();
    const answer = confirmMessage('Reload now?');
    await screen.findByRole('alertdialog', { name: 'Confirmation' });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
  });

  it('titles the other kinds Error, Information and Warning, one dialog at a time', async () => {
    renderHost();
    const first = showMessage('error', 'Method not found');
    void alertMessage('Operation "Ping" completed');
    void alertMessage('Another request is in progress. Please try again later.', 'warning');
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(first).resolves.toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Information' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toBeTruthy();
  });

  it('limits the dialog to the default width of 400 px', async () => {
    renderHost();
    void alertMessage('Narrow');
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    expect(dialog.style.maxWidth).toBe('400px');
  });
});
