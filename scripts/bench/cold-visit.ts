/**
 * The cold first visit (Lighthouse mobile, storage reset before every run) of a product page and a store
 * category, for one served build: run it against the build before a change and after it, one after the other
 * on the same machine (the cold visit must stay within 5%).
 *   node scripts/bench/cold-visit.ts BASE_URL DIST_CLIENT   (BENCH_LH_RUNS, default 5)
 */
import fs from 'node:fs';
import path from 'node:path';
import { runLighthouse } from './lighthouse.ts';

const [base, dist] = process.argv.slice(2);
if (!base || !dist) throw new Error('usage: cold-visit.ts BASE_URL DIST_CLIENT');

function firstPage(pattern: RegExp): string {
  const stores = path.join(dist!, 'stores');
  for (const entry of fs.readdirSync(stores, { recursive: true }) as string[])
    if (pattern.test(entry)) return `/stores/${path.dirname(entry)}`;
  throw new Error(`no page like ${pattern} in ${stores}`);
}

const results = await runLighthouse(
  [
    ['product', `${base}${firstPage(/products\/[^/]+\/index\.html$/)}`],
    ['store category', `${base}${firstPage(/category\/[^/]+\/index\.html$/)}`],
  ],
  Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 5)),
);
console.log('| page | runs | performance | FCP | LCP | TBT |\n|---|---|---|---|---|---|');
for (const r of results)
  console.log(`| ${r.page} | ${r.runs} | ${r.performance} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms |`);
