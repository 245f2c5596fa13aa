// The build's <style> elements (scripts/griffel-css.ts) carry Griffel's bucket attributes, so the rules the
// app's makeStyles insert at runtime get elements of their own placed among them in Griffel's bucket order,
// as on a page without extraction (no rehydration: parsing the build's CSS back in script cost more than the
// runtime insertion it replaced).
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createDOMRenderer, makeStyles } from '@fluentui/react-components';
import { GriffelCss } from '../../../scripts/griffel-css';
import { AppProviders } from '../../../src/features/shell/AppProviders';

const BUILD_RULES = new Set(['.d1{color:red;}', '.h1:hover{color:blue;}', '.r1{display:flex;}']);

function putBuildStyles(): void {
  const css = new GriffelCss();
  css.add({ r: ['.r1{display:flex;}'], d: ['.d1{color:red;}'], h: ['.h1:hover{color:blue;}'] });
  for (const { attrs, css: text } of css.elements()) {
    const element = document.createElement('style');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.textContent = text;
    document.head.append(element);
  }
}

/** Each Griffel element in document order: its bucket and whether it is the build's or the runtime's. */
function layout(): string[] {
  return [...document.head.querySelectorAll<HTMLStyleElement>('[data-make-styles-bucket]')].map((e) => {
    const origin = BUILD_RULES.has((e.textContent ?? '').trim()) ? 'build' : 'runtime';
    return `${e.getAttribute('data-make-styles-bucket')}${e.getAttribute('data-priority')} ${origin}`;
  });
}

afterEach(() => {
  for (const element of document.head.querySelectorAll('style')) element.remove();
});

describe("the build's Griffel style elements", () => {
  it('take the runtime buckets in between them in bucket order', () => {
    putBuildStyles();
    const renderer = createDOMRenderer(document);
    renderer.insertCSSRules({ d: ['.d2{margin:0;}'], f: ['.f1:focus{outline:none;}'], m: [['@media (min-width: 1px){.m1{color:red;}}', { m: '(min-width: 1px)' }]] });
    // Focus between default and hover, media last; the runtime's defaults beside the build's, after the resets.
    expect(layout()).toEqual(['r0 build', 'd0 runtime', 'd0 build', 'f0 runtime', 'h0 build', 'm0 runtime']);
  });

  it("lead the app's own styles into place on a real render", async () => {
    putBuildStyles();
    const useProbe = makeStyles({ probe: { color: 'green', ':hover': { color: 'purple' } } });
    function Probe() {
      return <span className={useProbe().probe}>probe</span>;
    }
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    await screen.findByText('probe', {}, { timeout: 15_000 });
    const order = layout();
    // Whatever else the provider inserts, every runtime hover element sits after the build's defaults, and
    // every runtime default element before the build's hover element.
    const buildDefault = order.indexOf('d0 build');
    const buildHover = order.indexOf('h0 build');
    order.forEach((entry, i) => {
      if (entry.startsWith('h') && entry.endsWith('runtime')) expect(i).toBeGreaterThan(buildDefault);
      if (entry.startsWith('d') && entry.endsWith('runtime')) expect(i).toBeLessThan(buildHover);
    });
    expect(order.filter((entry) => entry.endsWith('runtime')).length).toBeGreaterThan(0);
  });
});
