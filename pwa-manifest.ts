// The web app manifest (issue 13: complete for installation on tablets), apart from vite.config.ts so
// its rules read on their own; vite-plugin-pwa writes it to dist/manifest.webmanifest. Shortcuts open
// real routes; the screenshots are real captures of the app (public/screenshots) in both form factors,
// and their stated sizes are checked against the files by tests/unit/pwa-manifest.test.ts.
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The light theme's brand colour: the app bar and the installed window's title bar. */
export const THEME_COLOR_LIGHT = '#0f6cbd';
/** The dark theme's app bar (Fluent webDarkTheme colorNeutralBackground1); index.html's dark theme-color. */
export const THEME_COLOR_DARK = '#292929';

export const PWA_MANIFEST: Partial<ManifestOptions> = {
  // Stable across changes of start_url, so an installed app stays the same app.
  id: '/',
  name: 'License Server Console',
  short_name: 'Console',
  description: 'Administration console for licensing and laboratory instruments',
  theme_color: THEME_COLOR_LIGHT,
  background_color: '#ffffff',
  display: 'standalone',
  // Lab tablets stand in docks in either orientation; every screen lays out in both.
  orientation: 'any',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Dashboard', short_name: 'Dashboard', url: '/dashboard', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Instruments', short_name: 'Instruments', url: '/instruments', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Customers', short_name: 'Customers', url: '/customer/index', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
  screenshots: [
    { src: '/screenshots/dashboard-narrow.png', sizes: '800x1280', type: 'image/png', form_factor: 'narrow', label: 'Dashboard on a portrait tablet' },
    { src: '/screenshots/controller-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'A controller’s instruments with live values' },
  ],
};
