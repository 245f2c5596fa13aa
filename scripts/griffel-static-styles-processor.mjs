// A wyw-in-js processor for Griffel's makeStaticStyles, which @griffel/tag-processor does not cover (it has
// makeStyles and makeResetStyles only). It evaluates the argument at build time and leaves
// `__staticStyles({ d: [...] })` with literal rules, the form Fluent itself ships and the extraction plugin
// (vite-griffel-extraction.ts) moves into index.html. Plain JavaScript: wyw-in-js loads processors with
// require() (of an ES module, which Node ≥ 20.19 does) and takes the default export.
import { createRequire } from 'node:module';
import { resolveStaticStyleRules } from '@griffel/core';

// @griffel/tag-processor exports no base class; its reset processor's parent checks the call's arguments
// and registers the argument as the value to evaluate, which is what this processor needs too. Required,
// not imported: the module is CommonJS with its class on `exports.default`, and how an import maps that
// depends on the loader (Node's own or tsx's).
const MakeResetStylesProcessor = createRequire(import.meta.url)('@griffel/tag-processor/make-reset-styles').default;
const BaseGriffelProcessor = Object.getPrototypeOf(MakeResetStylesProcessor);

export default class MakeStaticStylesProcessor extends BaseGriffelProcessor {
  build(valueCache) {
    const styles = valueCache.get(this.expressionName);
    // As makeStaticStyles does at runtime: static rules go into the default bucket.
    this.staticRules = resolveStaticStyleRules(Array.isArray(styles) ? styles : [styles]);
  }

  doRuntimeReplacement() {
    if (!this.staticRules) throw new Error('Styles are not extracted yet. Please call `build` first.');
    const t = this.astService;
    // @fluentui/react-components does not re-export __staticStyles; @griffel/react (its dependency) does.
    const callee = t.addNamedImport('__staticStyles', '@griffel/react');
    this.replacer(t.callExpression(callee, [t.objectExpression([t.objectProperty(t.identifier('d'), t.valueToNode(this.staticRules))])]), true);
  }
}
