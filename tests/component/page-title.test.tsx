import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetUi, signIn, signOut } from './support/app-state';
import { renderApp } from './support/render-app';

describe('app title', () => {
  beforeEach(() => {
    resetUi();
    signOut();
  });

  it('comes from the route title: heading, app bar link and document title', async () => {
    signIn();
    await renderApp('/customer/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Customers' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Customers - License Server'));
  });

  it('falls back to the last breadcrumb on a route without a title', async () => {
    await renderApp('/playground');
    expect(await screen.findByRole('heading', { level: 1, name: 'Playground' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Playground - License Server'));
  });

  it('derives the books title from the books parameter', async () => {
    signIn();
    await renderApp('/books/protocols');
    expect(await screen.findByRole('heading', { level: 1, name: 'Protocols' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MWD Calibration' })).toBeTruthy();
  });

  it('names the not-found view', async () => {
    signIn();
    await renderApp('/no/such/screen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found - License Server'));
  });
});
