// Build-time precompilation of the app's own makeStyles, makeResetStyles and makeStaticStyles (issue 13).
// Griffel's Vite plugin (wyw-in-js) evaluates each call's styles at build time and leaves
// `__styles`/`__resetStyles`/`__staticStyles` with literal rules, which griffelExtraction then moves into
// index.html; Griffel's runtime resolution (resolveStyleRules, stylis) then is no longer in the page's script.
// Build only: tests and the dev server resolve styles at runtime as before.
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import griffel from '@griffel/vite-plugin';
import type { Plugin, TransformResult } from 'vite';

const STATIC_STYLES_PROCESSOR = fileURLToPath(new URL('./griffel-static-styles-processor.mjs', import.meta.url));
const STYLE_CALL = /\bmake(Styles|ResetStyles|StaticStyles)\b/;
const APP_SOURCE = /[\\/]src[\\/][^?]*\.tsx?$/;

type Transform = (this: ThisParameterType<Extract<Plugin['transform'], (...args: never[]) => unknown>>, code: string, id: string) => Promise<TransformResult>;

export function griffelAot(): Plugin {
  const inner = griffel({
    include: [APP_SOURCE],
    // wyw-in-js reads the modules a style object imports from disk, as TypeScript.
    babelOptions: { presets: ['@babel/preset-typescript'] },
    // wyw-in-js's defaults but no simulated DOM (faster). Style values must not read the browser at module load: wyw-in-js removes
    // such code before evaluating, so the value would come out empty. The app's styles read none (browser
    // reads sit in functions and hooks); docs/decisions.md, "Fluent's styles extracted at build time".
    features: { happyDOM: false, dangerousCodeRemover: true, globalCache: true, softErrors: false, useBabelConfigs: true, useWeakRefInEval: true },
    tagResolver: (source, tag) => (tag === 'makeStaticStyles' && (source === '@fluentui/react-components' || source === '@griffel/react') ? STATIC_STYLES_PROCESSOR : null),
  });
  const transform = inner.transform as Transform;
  let srcDir = '';
  return {
    ...inner,
    name: 'griffel-aot',
    apply: 'build',
    // wyw-in-js runs last (post) by default; here it runs in config order, after TypeScript and JSX are
    // compiled and before griffelExtraction, which needs its output.
    enforce: undefined,
    async configResolved(config) {
      // The project's own src/ only, not any folder named src on the way to it (sw/, workers/, server/).
      srcDir = `${resolve(config.root, 'src')}${sep}`;
      const innerHook = inner.configResolved;
      if (typeof innerHook === 'function') await innerHook.call(this, config);
    },
    async transform(code, id) {
      if (!id.startsWith(srcDir) || !APP_SOURCE.test(id) || id.includes('node_modules') || !STYLE_CALL.test(code)) return null;
      try {
        return await transform.call(this, code, id);
      } catch (error) {
        // A style object whose evaluation fails at build time keeps working at runtime.
        this.warn(`makeStyles left to runtime: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return null;
      }
    },
  };
}
