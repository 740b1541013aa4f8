/**
 * The site server in both languages, over a stand-in build (as tests/api/site.test.ts): an unknown address under
 * /hi answers the Hindi 404 page, one under an unknown language's prefix the English one, both with status 404;
 * the Hindi shells are served from the real rewrite table; the Hindi payment step gets Razorpay in its policy.
 * The real build is proven in tests/e2e/hindi-routes.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { contentSecurityPolicy, createSiteApp } from '../../server/site.ts';
import type { App } from '../../server/app.ts';
import { REDIRECT_RULES, formatRedirects } from '../../src/lib/redirects/rules.ts';

let dir: string;
let site: Awaited<ReturnType<typeof createSiteApp>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-languages-'));
  fs.mkdirSync(path.join(dir, 'cdn'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  // As Astro writes them: the English 404 page as 404.html, the Hindi twin route /hi/404 as a folder.
  write('client/404.html', '<html lang="en-IN"><h1>We could not find that page</h1></html>');
  write('client/hi/404/index.html', '<html lang="hi-IN"><h1>hindi 404</h1></html>');
  write('client/shells/order/index.html', '<html lang="en-IN"><h1>order shell</h1></html>');
  write('client/hi/shells/order/index.html', '<html lang="hi-IN"><h1>hindi order shell</h1></html>');
  write('client/_redirects', formatRedirects(REDIRECT_RULES));
  // The build's server half: a product page rendered on demand in either language, an empty 404 for no product.
  write(
    'server/entry.mjs',
    `export const render = async (request) => {
      const product = /^(\\/hi)?\\/stores\\/s1\\/products\\/([^/?]+)$/.exec(new URL(request.url).pathname);
      if (!product) return null;
      if (product[2] === 'gone') return new Response(null, { status: 404 });
      return new Response('<h1>' + (product[1] ? 'hi' : 'en') + ' ' + product[2] + '</h1>', {
        headers: { 'Content-Type': 'text/html' },
      });
    };`,
  );
  const api = new Hono() as unknown as App;
  site = await createSiteApp({ api, distDir: dir, cdnDir: path.join(dir, 'cdn') });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the site server in both languages', () => {
  it('answers an unknown address under /hi with the Hindi 404 page, status 404', async () => {
    for (const address of ['/hi/unknown', '/hi/unknown/deeper', '/hi/stores/s1/products/gone']) {
      const response = await site.request(address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toBe('<html lang="hi-IN"><h1>hindi 404</h1></html>');
      expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
    }
  });

  it('answers an unknown language prefix with the English 404 page, status 404 (never an error)', async () => {
    for (const address of ['/xx/y', '/xx', '/hindi/y', '/stores/s1/products/gone']) {
      const response = await site.request(address);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).toBe('<html lang="en-IN"><h1>We could not find that page</h1></html>');
    }
  });

  it('serves the Hindi shell at a Hindi order address, the English one at the English address', async () => {
    const hindi = await site.request('/hi/my-orders/ORD-1');
    expect(hindi.status).toBe(200);
    expect(await hindi.text()).toContain('hindi order shell');
    const english = await site.request('/my-orders/ORD-1');
    expect(await english.text()).toContain('<h1>order shell</h1>');
    const bare = await site.request('/hi/checkout?from=x');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/hi?from=x');
  });

  it('renders a Hindi product page on demand', async () => {
    const response = await site.request('/hi/stores/s1/products/p-later');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>hi p-later</h1>');
  });

  it('allows Razorpay on the Hindi payment step, as on the English one, and on no other Hindi page', () => {
    expect(contentSecurityPolicy('/hi/checkout/payment', {})).toContain('https://checkout.razorpay.com');
    expect(contentSecurityPolicy('/hi/checkout/payment/', {})).toContain('frame-src https://api.razorpay.com');
    expect(contentSecurityPolicy('/hi/checkout/address', {})).not.toContain('razorpay');
    expect(contentSecurityPolicy('/hi', {})).not.toContain('razorpay');
  });
});
