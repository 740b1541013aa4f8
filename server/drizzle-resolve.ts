/**
 * Loaded with `node --import` before the server, the build and each API test file: resolves drizzle-orm's
 * imports without Node's package-scope lookup. Node 24 reads a file's package.json for every module it resolves
 * and, in doing so, parses its `exports` again (https://github.com/nodejs/node/issues/58126); drizzle-orm's holds
 * 447 entries (130 KB) and the server loads some 470 of its modules, so importing the server took 2.2 s, 1.4 s of
 * it resolving drizzle-orm's modules (on a 2-core machine; 1.0 s with this hook). Nothing else changes: a
 * relative import inside drizzle-orm names its file in full (`./column.js`), and the package is
 * `"type": "module"` with `.cjs` twins, so the format follows from the extension; a bare `drizzle-orm/...` is
 * resolved by Node once per specifier and set of conditions, then remembered. Why and how measured:
 * docs/development.md, "Imports".
 */
import { registerHooks, type ResolveFnOutput } from 'node:module';

const PACKAGE = 'drizzle-orm';
const INSIDE = `/node_modules/${PACKAGE}/`;
const FORMATS: Record<string, 'module' | 'commonjs'> = { '.js': 'module', '.mjs': 'module', '.cjs': 'commonjs' };
const bare = new Map<string, ResolveFnOutput>();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.includes(INSIDE) && (specifier.startsWith('./') || specifier.startsWith('../'))) {
      const format = FORMATS[specifier.slice(specifier.lastIndexOf('.'))];
      if (format) return { url: new URL(specifier, parent).href, format, shortCircuit: true };
    }
    if (specifier === PACKAGE || specifier.startsWith(`${PACKAGE}/`)) {
      const key = `${specifier}\0${[...(context.conditions ?? [])].join(',')}`;
      let resolved = bare.get(key);
      if (!resolved) bare.set(key, (resolved = nextResolve(specifier, context)));
      return { ...resolved, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
