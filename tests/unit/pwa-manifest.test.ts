// The web app manifest the build writes (issue 13): resolved through vite.config.ts and the PWA
// plugin's own bundle step, so a config that drops a field fails here, not on a tablet's install prompt.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import type { Plugin } from 'vite';
import type { ManifestOptions, VitePluginPWAAPI } from 'vite-plugin-pwa';
import { beforeAll, describe, expect, it } from 'vitest';
import { THEME_COLOR_DARK, THEME_COLOR_LIGHT } from '../../pwa-manifest';

const root = join(import.meta.dirname, '..', '..');
let manifest: ManifestOptions;
let indexHtml: string;

beforeAll(async () => {
  const config = await resolveConfig({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' }, 'build', 'production');
  const plugin = config.plugins.find((p: Plugin) => p.name === 'vite-plugin-pwa') as (Plugin & { api: VitePluginPWAAPI }) | undefined;
  if (!plugin) throw new Error('vite.config.ts has no vite-plugin-pwa');
  const bundle = plugin.api.generateBundle({}) as Record<string, { source: string }>;
  const file = bundle['manifest.webmanifest'];
  if (!file) throw new Error('The build writes no manifest.webmanifest');
  manifest = JSON.parse(file.source) as ManifestOptions;
  indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
}, 60_000);

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('has a stable id and lets the app turn with the tablet', () => {
    expect(manifest.id).toBe('/');
    expect(manifest.orientation).toBe('any');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
  });

  it('offers Dashboard, Instruments and Customers shortcuts to the real routes', () => {
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Instruments', '/instruments'],
      ['Customers', '/customer/index'],
    ]);
  });

  it('lists a narrow and a wide screenshot whose stated sizes are the files’ own', () => {
    expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      expect(shot.type).toBe('image/png');
      expect(shot.label).toBeTruthy();
      expect(pngSize(join(root, 'public', shot.src))).toBe(shot.sizes);
    }
  });

  it('has icons that exist in the stated sizes, a maskable one among them', () => {
    for (const icon of manifest.icons) expect(pngSize(join(root, 'public', icon.src))).toBe(icon.sizes);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('has a theme colour for the light and for the dark colour scheme', () => {
    expect(manifest.theme_color).toBe(THEME_COLOR_LIGHT);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLOR_LIGHT}" media="(prefers-color-scheme: light)" />`);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLOR_DARK}" media="(prefers-color-scheme: dark)" />`);
  });
});
