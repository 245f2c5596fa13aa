// The build's <style> elements (scripts/griffel-css.ts) must be taken over by the app's Griffel renderer, so
// rules inserted at runtime join them in Griffel's order and none is inserted twice.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createDOMRenderer, makeStyles } from '@fluentui/react-components';
import { rehydrateRendererCache } from '@griffel/core';
import { GriffelCss } from '../../../scripts/griffel-css';
import { AppProviders } from '../../../src/features/shell/AppProviders';

function putBuildStyles(): void {
  const css = new GriffelCss();
  css.add({ d: ['.d1{color:red;}'], h: ['.h1:hover{color:blue;}'] });
  for (const { attrs, css: text } of css.elements()) {
    const element = document.createElement('style');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.textContent = text;
    document.head.append(element);
  }
}

function buckets(): string[] {
  return [...document.head.querySelectorAll('[data-make-styles-bucket]')].map((e) => `${e.getAttribute('data-make-styles-bucket')}${e.getAttribute('data-priority')}`);
}

afterEach(() => {
  for (const element of document.head.querySelectorAll('style')) element.remove();
});

describe("the build's Griffel style elements", () => {
  it('receive the rules inserted at runtime in bucket order, and no rule twice', () => {
    putBuildStyles();
    const renderer = createDOMRenderer(document);
    rehydrateRendererCache(renderer, document);
    renderer.insertCSSRules({ d: ['.d2{margin:0;}'], f: ['.f1:focus{outline:none;}'], h: ['.h1:hover{color:blue;}'] });
    // The focus bucket goes between default and hover, as on a page without build styles.
    expect(buckets()).toEqual(['d0', 'f0', 'h0']);
    const [d, , h] = [...document.head.querySelectorAll<HTMLStyleElement>('[data-make-styles-bucket]')];
    expect([...d!.sheet!.cssRules].map((rule) => rule.cssText.replace(/\s/g, ''))).toEqual(['.d1{color:red;}', '.d2{margin:0px;}']);
    expect(h!.sheet!.cssRules).toHaveLength(1);
  });

  it("are taken over by the app's provider, which adds the app's own styles to them", async () => {
    putBuildStyles();
    const useProbe = makeStyles({ probe: { color: 'red' } });
    function Probe() {
      return <span className={useProbe().probe}>probe</span>;
    }
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    await screen.findByText('probe', {}, { timeout: 15_000 });
    const defaults = document.head.querySelectorAll<HTMLStyleElement>('[data-make-styles-bucket="d"]');
    // One default-bucket element: the build's, now holding the probe's rule as well.
    expect(defaults).toHaveLength(1);
    expect(defaults[0]!.sheet!.cssRules.length).toBeGreaterThan(1);
  });
});
