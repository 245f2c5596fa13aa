// The navigation with a finger on a narrow screen (issue 13): an overlay drawer with visible labels
// instead of the icon rail, closed after a choice and on a swipe to the left past 16 px.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWIPE_THRESHOLD_PX } from '../../src/domain/touch-layout';
import { NAV_DRAWER_LABEL } from '../../src/features/shell/NavDrawer';
import { COARSE_POINTER_QUERY, TABLET_QUERY } from '../../src/ui/use-media-query';
import { resetSignedOut, signIn } from './support/app-state';
import { matchMediaOf } from './support/media-queries';
import { renderApp } from './support/render-app';

const desktopMatchMedia = window.matchMedia;

/** The app bar's toggle: found hidden too, since an open drawer (a modal) hides the page behind it. */
function toggle(name: string): HTMLElement {
  return screen.getByRole('button', { name, hidden: true });
}

async function openDrawer(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
  return screen.findByRole('dialog', { name: NAV_DRAWER_LABEL });
}

function swipeLeft(element: HTMLElement, distance: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 300 }] });
  fireEvent.touchEnd(element, { changedTouches: [{ clientX: 200 - distance, clientY: 302 }] });
}

describe('navigation on a narrow touch screen', () => {
  beforeEach(() => {
    resetSignedOut();
    window.matchMedia = matchMediaOf([COARSE_POINTER_QUERY, TABLET_QUERY]);
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('shows no icon rail; the drawer opens with every item labelled and closes after a choice', async () => {
    signIn({ rights: [] });
    const router = await renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    const drawer = await openDrawer();
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    const customers = await within(nav).findByRole('link', { name: 'Customers' });
    // The label is text in the link, not a hover title the rail would need.
    expect(customers.textContent).toBe('Customers');
    expect(customers.getAttribute('title')).toBeNull();
    expect(toggle('Close navigation').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(customers);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/index'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NAV_DRAWER_LABEL })).toBeNull());
    expect(toggle('Open navigation').getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open on a movement of 16 px and closes on a swipe to the left beyond it', async () => {
    signIn({ rights: [] });
    await renderApp('/dashboard');
    const drawer = await openDrawer();
    swipeLeft(drawer, SWIPE_THRESHOLD_PX);
    // The open state changes with the touch's end (a discrete event), before any closing animation.
    expect(toggle('Close navigation').getAttribute('aria-expanded')).toBe('true');
    swipeLeft(drawer, SWIPE_THRESHOLD_PX + 1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NAV_DRAWER_LABEL })).toBeNull());
  });

  it('keeps the icon rail for a mouse on the same narrow screen', async () => {
    window.matchMedia = matchMediaOf([TABLET_QUERY]);
    signIn({ rights: [] });
    await renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Customers' }).getAttribute('title')).toBe('Customers');
    expect(screen.queryByRole('dialog', { name: NAV_DRAWER_LABEL })).toBeNull();
    expect(toggle('Expand navigation')).toBeTruthy();
  });
});
