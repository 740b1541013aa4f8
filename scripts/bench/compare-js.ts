/**
 * JS at start (gzip) of two builds side by side, page type by page type: a change's cost against the build
 * before it (the same catalog; the cold visit should stay within 5%).
 *   node scripts/bench/compare-js.ts BEFORE_DIST_CLIENT AFTER_DIST_CLIENT
 */
import fs from 'node:fs';
import path from 'node:path';
import { measurePage } from './js-bytes.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-js.ts BEFORE_DIST_CLIENT AFTER_DIST_CLIENT');

function firstFile(dir: string, pattern: RegExp): string {
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[]) if (pattern.test(entry)) return entry;
  throw new Error(`no file like ${pattern} in ${dir}`);
}

const stores = path.join(before, 'stores');
const pages: [string, string][] = [
  ['home', 'index.html'],
  ['marketplace', 'marketplace/index.html'],
  ['store', path.join('stores', firstFile(stores, /^[^/]+\/index\.html$/))],
  ['store category', path.join('stores', firstFile(stores, /category\/[^/]+\/index\.html$/))],
  ['product', path.join('stores', firstFile(stores, /products\/[^/]+\/index\.html$/))],
  ['privacy (legal)', 'privacy-policy/index.html'],
  ['login', 'auth/login/index.html'],
  ['checkout: order summary', 'checkout/order-summary/index.html'],
];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('| page | before | after | change |\n|---|---|---|---|');
for (const [name, file] of pages) {
  const at = (dist: string) => {
    const js = measurePage(dist, name, path.join(dist, file));
    return js.inline + js.eager;
  };
  const [b, a] = [at(before), at(after)];
  console.log(`| ${name} | ${kb(b)} KB | ${kb(a)} KB | ${(((a - b) / b) * 100).toFixed(1)}% |`);
}
