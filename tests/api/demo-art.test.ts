/**
 * Demo art on demand (server/demo-art.ts, server/seed/art-on-demand.ts): the seed writes the art plan and no
 * image; /cdn draws a planned image the first time it is asked for, once however many ask at once, keeps it
 * and serves the file from then on with a file's headers; anything outside the plan is 404 and drawn never.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '../../server/site.ts';
import type { App } from '../../server/app.ts';
import { openDatabase } from '../../server/db/open.ts';
import { seed } from '../../server/seed/run.ts';
import { DEMO_ART_PLAN } from '../../server/demo-art.ts';
import { demoArtDrawer, demoArtDraws } from '../../server/seed/art-on-demand.ts';
import { readArtPlan, writeArtPlan } from '../../server/seed/art-plan.ts';
import type { Catalog } from '../../server/seed/catalog.ts';
import { pgliteOnly } from './harness.ts';

let dir: string;
let cdnDir: string;
let catalog: Catalog;
let site: Awaited<ReturnType<typeof createSiteApp>>;
const api = new Hono() as unknown as App;

/** Every file under the CDN folder, relative to it, sorted. */
const filesIn = (root: string) =>
  (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
const webpFiles = (root: string) => filesIn(root).filter((file) => file.endsWith('.webp'));
const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-demo-art-'));
  cdnDir = path.join(dir, 'cdn');
  const database = await openDatabase({ databaseUrl: pgliteOnly[0]!.url, dataDir: dir });
  try {
    ({ catalog } = await seed(database.db, { products: 6, cdnDir }));
  } finally {
    await database.close();
  }
  site = await createSiteApp({ api, distDir: null, cdnDir, demoArt: true });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the seed', () => {
  it('writes the art plan, naming every picture its catalog shows, and draws no image', () => {
    expect(fs.existsSync(path.join(cdnDir, DEMO_ART_PLAN))).toBe(true);
    expect(webpFiles(cdnDir)).toEqual([]);
    const plan = readArtPlan(cdnDir);
    const named = new Set([
      ...plan.products.flatMap((p) =>
        ['front', 'detail'].map((view) => `products/${p.category}/${p.shape}-${p.color.toLowerCase()}-${view}`),
      ),
      ...plan.stores.flatMap((s) => [`stores/${s.slug}-logo`, `stores/${s.slug}-cover`]),
    ]);
    const shown = [
      ...catalog.products.flatMap((p) => p.imgUrls ?? []),
      ...catalog.variants.flatMap((v) => v.imgUrls ?? []),
      ...catalog.stores.flatMap((s) => [s.logo, s.backgroundImg].filter((name): name is string => Boolean(name))),
    ];
    expect(shown.length).toBeGreaterThan(6);
    expect(shown.filter((name) => !named.has(name))).toEqual([]);
    expect(plan.stores).toHaveLength(16);
  });

  it('adds to the plan a shared CDN folder already holds, rather than replacing it', () => {
    const other = fs.mkdtempSync(path.join(dir, 'shared-'));
    const store = { slug: 'one', initials: 'O', hex: '#336699', shape: 'shirt', color: 'Red', seed: 1 };
    writeArtPlan(other, { products: [{ category: 'fashion', shape: 'shirt', color: 'Red' }], stores: [store] });
    writeArtPlan(other, {
      products: [
        { category: 'fashion', shape: 'shirt', color: 'Red' },
        { category: 'fashion', shape: 'tshirt', color: 'Blue' },
      ],
      stores: [{ ...store, seed: 2 }],
    });
    expect(readArtPlan(other)).toEqual({
      products: [
        { category: 'fashion', shape: 'shirt', color: 'Red' },
        { category: 'fashion', shape: 'tshirt', color: 'Blue' },
      ],
      stores: [{ ...store, seed: 2 }],
    });
    expect(filesIn(other)).toEqual([DEMO_ART_PLAN]);
  });
});

describe('/cdn with demo art on demand', () => {
  const firstProductImage = () => catalog.products[0]!.imgUrls![0]!;

  it('draws a missing planned image once for two requests at once, then serves it from disk with the same headers', async () => {
    const file = `${firstProductImage()}-640.webp`;
    expect(fs.existsSync(path.join(cdnDir, file))).toBe(false);
    const before = demoArtDraws();
    const [one, two] = await Promise.all([site.request(`/cdn/${file}`), site.request(`/cdn/${file}`)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(demoArtDraws() - before).toBe(1);
    const bytes = [Buffer.from(await one.arrayBuffer()), Buffer.from(await two.arrayBuffer())];
    expect(bytes[0]!.equals(bytes[1]!)).toBe(true);
    expect(bytes[0]!.equals(fs.readFileSync(path.join(cdnDir, file)))).toBe(true);
    expect((await sharp(bytes[0]!).metadata()).width).toBe(640);

    const again = await site.request(`/cdn/${file}`);
    expect(again.status).toBe(200);
    expect(demoArtDraws() - before).toBe(1);
    const headers = (r: Response) => ({
      type: r.headers.get('Content-Type'),
      cache: r.headers.get('Cache-Control'),
      vary: r.headers.get('Vary'),
      length: r.headers.get('Content-Length'),
    });
    expect(headers(one)).toEqual({
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
      vary: 'Save-Data',
      length: String(bytes[0]!.length),
    });
    expect(headers(again)).toEqual(headers(one));
    // Only that width was drawn, and no temporary file is left.
    expect(webpFiles(cdnDir)).toEqual([file]);
    expect(filesIn(cdnDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('draws every width, and with Save-Data: on the narrower one the data saver serves', async () => {
    const name = catalog.stores[0]!.logo!;
    for (const width of [320, 960]) {
      const response = await site.request(`/cdn/${name}-${width}.webp`);
      expect(response.status).toBe(200);
      expect(await widthOf(response)).toBe(width);
    }
    const before = demoArtDraws();
    const saving = await site.request(`/cdn/${name}-1280.webp`, { headers: { 'Save-Data': 'on' } });
    expect(saving.status).toBe(200);
    expect(await widthOf(saving)).toBe(640);
    expect(demoArtDraws() - before).toBe(1);
    expect(fs.existsSync(path.join(cdnDir, `${name}-640.webp`))).toBe(true);
    expect(fs.existsSync(path.join(cdnDir, `${name}-1280.webp`))).toBe(false);
  });

  it('answers 404 and draws nothing for a path outside the plan', async () => {
    const planned = firstProductImage();
    const before = { draws: demoArtDraws(), files: filesIn(cdnDir) };
    for (const address of [
      '/cdn/products/fashion/no-such-shape-red-front-640.webp',
      `/cdn/${planned}-500.webp`,
      `/cdn/${planned}-640.png`,
      `/cdn/${planned}.webp`,
      `/cdn/${planned}-640.webp/x`,
      '/cdn/stores/no-such-store-logo-640.webp',
      `/cdn/${DEMO_ART_PLAN}`,
    ]) {
      const response = await site.request(address);
      expect({ address, status: response.status }).toEqual({ address, status: 404 });
    }
    // A planned picture is drawn for a GET or a HEAD only.
    expect((await site.request(`/cdn/${planned}-320.webp`, { method: 'POST' })).status).toBe(404);
    expect(demoArtDraws()).toBe(before.draws);
    expect(filesIn(cdnDir)).toEqual(before.files);
  });

  it('draws nothing when the site is served without demo art (production)', async () => {
    const plain = await createSiteApp({ api, distDir: null, cdnDir });
    const file = `${firstProductImage()}-960.webp`;
    const before = demoArtDraws();
    expect((await plain.request(`/cdn/${file}`)).status).toBe(404);
    expect(demoArtDraws()).toBe(before);
    expect(fs.existsSync(path.join(cdnDir, file))).toBe(false);
  });

  it('two drawers on one folder (two serving processes) each leave a whole file, never a torn one', async () => {
    const file = `${catalog.stores[1]!.logo!}-1280.webp`;
    const [a, b] = [demoArtDrawer(cdnDir), demoArtDrawer(cdnDir)];
    const outcomes = await Promise.all([a.ensure(file), b.ensure(file), a.ensure(file)]);
    expect(outcomes.filter((outcome) => outcome === 'not planned')).toEqual([]);
    expect((await sharp(path.join(cdnDir, file)).metadata()).width).toBe(1280);
    expect(filesIn(cdnDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
