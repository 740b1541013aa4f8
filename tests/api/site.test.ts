/** The one-origin server honours dist/_redirects as a CDN would, and serves API and images beside the site. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createSiteApp } from '../../server/site.ts';
import type { App } from '../../server/app.ts';

let dir: string;
let site: ReturnType<typeof createSiteApp>;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-site-'));
  const dist = path.join(dir, 'dist');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write('index.html', '<h1>home</h1>');
  write('user/me/index.html', '<h1>static me</h1>');
  write('user/shell/index.html', '<h1>user shell</h1>');
  write('404.html', '<h1>not here</h1>');
  write('_astro/app.123.js', 'console.log(1)');
  write('_redirects', '/auth / 302\n/user/* /user/shell/index.html 200\n');
  fs.mkdirSync(path.join(dir, 'cdn/products'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'cdn/products/a-320.webp'), 'img');
  const api = new Hono().get('/api/v1/ping', (c) => c.json({ message: 'ok', data: true })) as unknown as App;
  site = createSiteApp({ api, distDir: dist, cdnDir: path.join(dir, 'cdn') });
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

  it('passes /api/v1 to the API', async () => {
    const response = await site.request('/api/v1/ping');
    expect(await response.json()).toEqual({ message: 'ok', data: true });
  });
});
