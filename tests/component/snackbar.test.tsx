import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { showSnackbar, ui } from '../../src/state/ui';
import { SnackbarHost } from '../../src/ui/SnackbarHost';
import { resetUi } from './support/app-state';

function renderHost() {
  render(
    <FluentProvider theme={webLightTheme}>
      <SnackbarHost />
    </FluentProvider>,
  );
}

describe('snackbar', () => {
  beforeEach(resetUi);

  it('gives the long kind a Close button that dismisses it', async () => {
    renderHost();
    act(() => {
      showSnackbar('Upload failed', { duration: 'long' });
    });
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Upload failed')).toBeNull());
  });

  it('shows quick and default kinds without a Close button', async () => {
    renderHost();
    act(() => {
      showSnackbar('Saved', { duration: 'quick' });
      showSnackbar('Copied');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('uses 1500, 5000 and 10000 ms for quick, default and long', () => {
    showSnackbar('a', { duration: 'quick' });
    showSnackbar('b');
    showSnackbar('c', { duration: 'long' });
    expect(ui.snackbars.map((s) => s.timeoutMs)).toEqual([1500, 5000, 10000]);
  });
});
