// axe-core in the end-to-end browser (issue 13): injected into the page, run over the whole document in
// the light or the dark theme, its critical and serious violations turned into lines a failing test prints.
// The page's context must bypass the app's CSP (openBrowser's bypassCSP), which refuses injected scripts.
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { webDarkTheme, webLightTheme } from '@fluentui/react-components';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

export type AxeFinding = { route: string; theme: Theme; impact: 'critical' | 'serious'; rule: string; targets: string[] };

/** Tabster's root sentinels, direct children of <body>: made once any Fluent Dialog or Popover is mounted. */
const ROOT_SENTINELS = 'body > [data-tabster-dummy]';

const BACKGROUND: Record<Theme, string> = { light: webLightTheme.colorNeutralBackground1, dark: webDarkTheme.colorNeutralBackground1 };

/**
 * The app follows the system's colour scheme while the user chose none (use-effective-theme.ts), so the
 * emulated scheme switches it; resolves once Fluent's provider paints with that theme's background.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (background) => {
      const provider = document.querySelector('.fui-FluentProvider');
      return provider !== null && getComputedStyle(provider).getPropertyValue('--colorNeutralBackground1').trim() === background;
    },
    BACKGROUND[theme],
    { timeout: 15_000 },
  );
}

/**
 * Runs axe-core's default rules (WCAG 2.x A/AA and best practices) on the page once no CSS transition runs:
 * Fluent's controls fade their colours when the theme changes, and a colour caught mid-fade is no colour
 * a user reads. Only the two focus sentinels Tabster puts at the ends of <body> are left out; the ones it
 * put around Fluent's Toolbar and TabList are gone (RovingToolbar, RovingTabList) and any other is checked
 * (docs/decisions.md "axe-core check").
 */
export async function axeFindings(page: Page, route: string, theme: Theme): Promise<AxeFinding[]> {
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'), undefined, { timeout: 15_000 });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(
    (exclude) =>
      (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } }).axe.run({ exclude: [exclude] }, { resultTypes: ['violations'] }),
    ROOT_SENTINELS,
  );
  const findings: AxeFinding[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
    const targets = violation.nodes.map((node) => {
      const where = node.target.map(String).join(' ');
      // A contrast failure says which colours met: the token to change is found from them.
      const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      return data?.contrastRatio ? `${where} [${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1 "${node.html.slice(0, 80)}"]` : where;
    });
    findings.push({ route, theme, impact: violation.impact, rule: violation.id, targets });
  }
  return findings;
}

/** One line per rule and route: impact, rule id, how many elements, where, and the first few targets. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((f) => `${f.impact} ${f.rule} ×${f.targets.length} on ${f.route} (${f.theme}): ${f.targets.slice(0, 3).join(' | ')}${f.targets.length > 3 ? ' | …' : ''}`)
    .join('\n');
}

/** Per theme: distinct rules violated at each impact, and how many elements in all (the counts). */
export function summarizeFindings(findings: readonly AxeFinding[]): string {
  return THEMES.map((theme) => {
    const ofTheme = findings.filter((f) => f.theme === theme);
    const counts = (['critical', 'serious'] as const).map((impact) => {
      const ofImpact = ofTheme.filter((f) => f.impact === impact);
      const rules = new Set(ofImpact.map((f) => f.rule)).size;
      const elements = ofImpact.reduce((sum, f) => sum + f.targets.length, 0);
      return `${rules} ${impact} rules (${ofImpact.length} rule×route, ${elements} elements)`;
    });
    return `${theme}: ${counts.join(', ')}`;
  }).join('\n');
}
