/**
 * Screenshots of the main page types at 375px and 1280px, for looking at before calling a screen done.
 * Usage: node scripts/screenshots.ts [baseURL] (default http://localhost:4321); writes to test-results/screens.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const base = process.argv[2] ?? 'http://localhost:4321';
const out = 'test-results/screens';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const home = await (await fetch(`${base}/api/v1/catalog/products?limit=1`)).json();
const first = home.data.items[0].product;
const pages: Record<string, string> = {
  home: '/',
  product: `/stores/${first.SellerUserId}/products/${first.id}`,
  privacy: '/privacy-policy',
  about: '/about-vastra',
};
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: process.argv.includes('--full') });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
