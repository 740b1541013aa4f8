/**
 * The editors' workspace exists in `npm run dev` only: the build the browser tests serve (made by npm start, as in
 * production) has no /keystatic page or API route, none of the workspace's code in any file a browser or the server
 * loads, and the server answers both addresses with the 404 page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

/** Every file of the build with its path relative to dist/, for the code a browser or the server can load. */
function builtFiles(): string[] {
  return (fs.readdirSync(dist, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dist, f)).isFile(),
  );
}

test('the production build holds no workspace route and none of its code', () => {
  const files = builtFiles();
  expect(files.length).toBeGreaterThan(1000);
  expect(files.filter((f) => /keystatic/i.test(f))).toEqual([]);
  const code = files.filter((f) => /\.(m?js|html|json|webmanifest)$/.test(f));
  // Keystatic's own modules name themselves ("@keystatic/core", "/api/keystatic", "keystatic-"), as does its UI kit.
  const holding = code.filter((f) => /keystatic|@keystar\//i.test(fs.readFileSync(path.join(dist, f), 'utf8')));
  expect(holding).toEqual([]);
});

test('production serving answers the workspace’s addresses with the 404 page', async ({ page, request }) => {
  for (const address of ['/keystatic', '/keystatic/collection/pages', '/api/keystatic/tree']) {
    const reply = await request.get(address);
    expect(reply.status(), address).toBe(404);
  }
  await page.goto('/keystatic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
});
