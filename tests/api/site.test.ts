/**
 * The one-origin server honours dist/_redirects as a CDN would, serves API and images beside the site, and
 * hands what no static file answers to Astro's on-demand handler (dist/server), a stand-in here: the real
 * render is proven against a real build in tests/e2e/on-demand.spec.ts.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createSiteApp } from '../../server/site.ts';
import type { App } from '../../server/app.ts';
import { ON_DEMAND_MISS_CACHE, ON_DEMAND_PAGE_CACHE } from '../../src/build/on-demand.ts';

let dir: string;
let site: Awaited<ReturnType<typeof createSiteApp>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-site-'));
  const dist = path.join(dir, 'dist');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write('index.html', '<h1>home</h1>');
  write('big/index.html', `<p>${'Silk saree, Banarasi weave. '.repeat(100)}</p>`);
  write('user/me/index.html', '<h1>static me</h1>');
  write('user/shell/index.html', '<h1>user shell</h1>');
  write('404.html', '<h1>not here</h1>');
  write('_astro/app.123.js', 'console.log(1)');
  write('_redirects', '/auth / 302\n/user/* /user/shell/index.html 200\n');
  fs.mkdirSync(path.join(dir, 'cdn/products'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'cdn/products/a-320.webp'), 'img');
  fs.writeFileSync(path.join(dir, 'cdn/products/a-640.webp'), 'img at 640');
  fs.writeFileSync(path.join(dir, 'cdn/products/a-1280.webp'), 'img at 1280');
  fs.writeFileSync(path.join(dir, 'cdn/products/lone-1280.webp'), 'lone at 1280');
  const api = new Hono().get('/api/v1/ping', (c) => c.json({ message: 'ok', data: true })) as unknown as App;
  site = await createSiteApp({ api, distDir: dist, cdnDir: path.join(dir, 'cdn') });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('site server', () => {
  it('redirects a bare index path, keeping the query', async () => {
    const response = await site.request('/auth?from=x');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?from=x');
  });

  it('serves a shell through a 200 rewrite, but an existing page wins', async () => {
    const shell = await site.request('/user/42');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('user shell');
    const real = await site.request('/user/me');
    expect(await real.text()).toContain('static me');
  });

  it('answers unknown pages with the 404 page', async () => {
    const response = await site.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not here');
  });

  it('marks hashed assets and images immutable, pages revalidated', async () => {
    expect((await site.request('/_astro/app.123.js')).headers.get('cache-control')).toMatch(/immutable/);
    expect((await site.request('/cdn/products/a-320.webp')).headers.get('cache-control')).toMatch(/immutable/);
    expect((await site.request('/')).headers.get('cache-control')).toMatch(/must-revalidate/);
    expect((await site.request('/cdn/products/missing-320.webp')).status).toBe(404);
  });

  it('sends security headers with pages', async () => {
    const response = await site.request('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('compresses what is worth it, and names Accept-Encoding in Vary once, compressed or not', async () => {
    const gzipped = await site.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain('Banarasi weave');
    const plain = await site.request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await site.request('/api/v1/ping')).headers.get('vary')).toBe('Accept-Encoding');
    // Images vary by Save-Data only (data saver), never by encoding: WebP is not compressed again.
    expect((await site.request('/cdn/products/a-320.webp')).headers.get('vary')).toBe('Save-Data');
  });

  it('data saver: Save-Data: on gets the width at most half as wide under the same address', async () => {
    const saving = { headers: { 'Save-Data': 'on' } };
    expect(await (await site.request('/cdn/products/a-1280.webp', saving)).text()).toBe('img at 640');
    expect(await (await site.request('/cdn/products/a-640.webp', saving)).text()).toBe('img');
    expect(await (await site.request('/cdn/products/a-320.webp', saving)).text()).toBe('img');
    // No smaller file drawn: the one asked for.
    expect(await (await site.request('/cdn/products/lone-1280.webp', saving)).text()).toBe('lone at 1280');
    // Without the header, or with it off, the width asked for.
    expect(await (await site.request('/cdn/products/a-1280.webp')).text()).toBe('img at 1280');
    const off = await site.request('/cdn/products/a-1280.webp', { headers: { 'Save-Data': 'off' } });
    expect(await off.text()).toBe('img at 1280');
    expect(off.headers.get('vary')).toBe('Save-Data');
  });

  it('passes /api/v1 to the API', async () => {
    const response = await site.request('/api/v1/ping');
    expect(await response.json()).toEqual({ message: 'ok', data: true });
  });
});

describe('site server with an on-demand half (dist/client + dist/server)', () => {
  let split: string;
  let app: Awaited<ReturnType<typeof createSiteApp>>;

  beforeAll(async () => {
    split = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-split-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(split, file)), { recursive: true });
      fs.writeFileSync(path.join(split, file), text);
    };
    write('client/stores/s1/products/p-built/index.html', '<h1>prebuilt p-built</h1>');
    write('client/404.html', '<h1>not here</h1>');
    write('client/_redirects', '/stores/:storeId/products /stores/:storeId 302\n');
    // A stand-in for the build's server half (server/pages/entry.ts): render(Request) gives a Response, or null
    // when no route matches.
    write(
      'server/entry.mjs',
      `globalThis.vastraTestLoadedWith = process.env.NODE_ENV;
      export const render = async (request) => {
        const product = /^\\/stores\\/s1\\/products\\/([^/?]+)$/.exec(new URL(request.url).pathname);
        if (!product) return null;
        if (product[1] === 'gone')
          return new Response(null, { status: 404, headers: { 'Cache-Control': ${JSON.stringify(ON_DEMAND_MISS_CACHE)} } });
        const headers = new Headers({ 'Content-Type': 'text/html', 'Cache-Control': ${JSON.stringify(ON_DEMAND_PAGE_CACHE)} });
        headers.append('Set-Cookie', 'a=1');
        headers.append('Set-Cookie', 'b=2');
        return new Response('<h1>rendered ' + product[1] + ' for ' + request.headers.get('x-test') + '</h1>', { headers });
      };`,
    );
    const api = new Hono().get('/api/v1/ping', (c) => c.json({ message: 'ok', data: true })) as unknown as App;
    modeBefore = process.env.NODE_ENV;
    app = await createSiteApp({ api, distDir: split, cdnDir: path.join(split, 'cdn') });
  });

  let modeBefore: string | undefined;

  it("loads the on-demand half before it serves, leaving the process's NODE_ENV as it was", () => {
    // A server half that cannot load stops the start, rather than failing pages later. React's production build
    // is bundled into it at build time (src/build/react-production.ts): nothing flips the process's mode.
    expect(globalThis).toHaveProperty('vastraTestLoadedWith', modeBefore);
    expect(process.env.NODE_ENV).toBe(modeBefore);
  });

  it('refuses a server half from an older build, which exports no render(request)', async () => {
    const old = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-old-'));
    try {
      fs.mkdirSync(path.join(old, 'server'));
      fs.writeFileSync(path.join(old, 'server/entry.mjs'), 'export const handler = () => {};');
      const api = new Hono() as unknown as App;
      await expect(createSiteApp({ api, distDir: old, cdnDir: path.join(old, 'cdn') })).rejects.toThrow(
        /exports no render\(request\)/,
      );
    } finally {
      fs.rmSync(old, { recursive: true, force: true });
    }
  });

  afterAll(() => fs.rmSync(split, { recursive: true, force: true }));

  it('serves a prebuilt page from dist/client, where a static page wins', async () => {
    const response = await app.request('/stores/s1/products/p-built');
    expect(await response.text()).toBe('<h1>prebuilt p-built</h1>');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it("renders any other page on demand, with its own caching and the pages' security headers", async () => {
    const response = await app.request('/stores/s1/products/p-later', { headers: { 'X-Test': 'shopper' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>rendered p-later for shopper</h1>');
    // The product page's own policy (src/build/on-demand.ts), passed on as it is: a CDN keeps the page 5 minutes
    // and serves it stale for a day while it asks again; a browser always asks. Price and stock are read live.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('answers an empty 404 from a page with the 404 page, keeping its short caching', async () => {
    const response = await app.request('/stores/s1/products/gone');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not here');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('gives what no route renders the 404 page, and still applies the redirects first', async () => {
    const response = await app.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not here');
    const bare = await app.request('/stores/s1/products');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/stores/s1');
  });
});
