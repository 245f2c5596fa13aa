// The CSS that Fluent UI's precompiled styles (Griffel's __styles, __resetStyles, __staticStyles) would
// insert at runtime, gathered at build time and laid out as the <style> elements Griffel's DOM renderer
// itself creates: one per bucket, priority and media query, in the renderer's order and with its
// attributes. The renderer places the elements it creates at runtime (the app's own makeStyles) among
// these by those attributes, so the cascade is the one a page without extraction would have.
import { DATA_BUCKET_ATTR, DATA_CONTAINER_ATTR, DATA_PRIORITY_ATTR, defaultCompareMediaQueries, normalizeCSSBucketEntry, styleBucketOrdering } from '@griffel/core';
import type { CSSBucketEntry, CSSRulesByBucket, StyleBucketName } from '@griffel/core';

export type StyleElement = { attrs: Record<string, string>; css: string };

type Sheet = { bucket: StyleBucketName; media: string; container: string; priority: number; rules: string[] };

/** Collects rule sets in the order given; a rule already collected keeps its first sheet, as in Griffel's insertion cache. */
export class GriffelCss {
  private readonly sheets = new Map<string, Sheet>();
  private readonly seen = new Set<string>();

  add(rules: CSSRulesByBucket): void {
    for (const [bucket, entries] of Object.entries(rules) as [StyleBucketName, CSSBucketEntry[]][]) {
      for (const entry of entries) {
        const [css, meta = {}] = normalizeCSSBucketEntry(entry);
        if (this.seen.has(css)) continue;
        this.seen.add(css);
        const media = bucket === 'm' ? String(meta.m ?? '') : '';
        const container = bucket === 'x' ? String(meta.x ?? '') : '';
        const priority = Number(meta.p ?? 0);
        const key = `${bucket}\u0000${media}\u0000${container}\u0000${priority}`;
        let sheet = this.sheets.get(key);
        if (!sheet) {
          sheet = { bucket, media, container, priority, rules: [] };
          this.sheets.set(key, sheet);
        }
        sheet.rules.push(css);
      }
    }
  }

  /** The style elements in Griffel's order: bucket, then media or container query, then priority. */
  elements(): StyleElement[] {
    const order = new Map(styleBucketOrdering.map((bucket, i) => [bucket, i]));
    const sorted = [...this.sheets.values()].sort(
      (a, b) =>
        (order.get(a.bucket) ?? 0) - (order.get(b.bucket) ?? 0) ||
        defaultCompareMediaQueries(a.media, b.media) ||
        defaultCompareMediaQueries(a.container, b.container) ||
        a.priority - b.priority,
    );
    return sorted.map((sheet) => {
      const attrs: Record<string, string> = { [DATA_BUCKET_ATTR]: sheet.bucket, [DATA_PRIORITY_ATTR]: String(sheet.priority) };
      if (sheet.bucket === 'm') attrs.media = sheet.media;
      if (sheet.bucket === 'x') attrs[DATA_CONTAINER_ATTR] = sheet.container;
      return { attrs, css: sheet.rules.join('') };
    });
  }
}
