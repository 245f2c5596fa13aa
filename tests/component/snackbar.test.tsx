import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DiamondDismissFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
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

// Fluent's ToastTitle shows one icon per toast intent; the intent itself leaves no other trace in the DOM.
const INTENT_ICONS = {
  error: <DiamondDismissFilled />,
  warning: <WarningFilled />,
  success: <CheckmarkCircleFilled />,
  info: <InfoFilled />,
};

// What Fluent's toaster renders for a toast, read from the DOM: the list's position, the timer's
// animation length (the toaster times out on its animationend) and the intent shown by the icon.
function toastAsRendered(text: string) {
  const item = screen.getByRole('listitem', { name: text });
  const timer = item.querySelector<HTMLElement>('[data-timer-status]');
  const icon = svgPaths(item.querySelector('.fui-ToastTitle__media')).join(' ');
  const intent = Object.entries(INTENT_ICONS).find(([, element]) => iconPaths(element).join(' ') === icon);
  return {
    position: item.closest('[data-toaster-position]')?.getAttribute('data-toaster-position'),
    timeout: timer?.style.animationDuration,
    intent: intent?.[0] ?? `unknown icon ${icon}`,
  };
}

function svgPaths(root: Element | null): string[] {
  return [...(root?.querySelectorAll('svg path') ?? [])].map((path) => path.getAttribute('d') ?? '');
}

function iconPaths(icon: ReactElement): string[] {
  const { container, unmount } = render(icon);
  const paths = svgPaths(container);
  unmount();
  return paths;
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

  it('hands the toaster each kind\'s timeout, the top position and the intent', async () => {
    renderHost();
    act(() => {
      showSnackbar('Saved', { duration: 'quick', intent: 'success' });
      showSnackbar('Copied');
      showSnackbar('Upload failed', { duration: 'long' });
    });
    // The aria-live region repeats the text, so wait on the toast itself.
    await screen.findByRole('listitem', { name: 'Upload failed' });
    expect(toastAsRendered('Saved')).toEqual({ position: 'top', timeout: '1500ms', intent: 'success' });
    expect(toastAsRendered('Copied')).toEqual({ position: 'top', timeout: '5000ms', intent: 'error' });
    expect(toastAsRendered('Upload failed')).toEqual({ position: 'top', timeout: '10000ms', intent: 'error' });
  });
});
