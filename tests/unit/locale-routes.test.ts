/** Which page files get a Hindi twin, and at which route (src/build/locale-routes.ts). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeOf, twinnedPages } from '../../src/build/locale-routes.ts';

describe('Hindi twins of the pages', () => {
  it('route a page file at its own path', () => {
    expect(routeOf('index.astro')).toBe('/');
    expect(routeOf('stores/[storeId]/index.astro')).toBe('/stores/[storeId]');
    expect(routeOf('stores/[storeId]/products/[...productId].astro')).toBe('/stores/[storeId]/products/[...productId]');
    expect(routeOf('manifest.webmanifest.ts')).toBe('/manifest.webmanifest');
  });

  it('twin every page a shopper reads, and no robots, sitemap or JSON data', () => {
    const pages = twinnedPages(path.resolve(import.meta.dirname, '../../src/pages'));
    for (const page of [
      'index.astro',
      '404.astro',
      'offline.astro',
      'checkout/[step].astro',
      'manifest.webmanifest.ts',
    ])
      expect(pages).toContain(page);
    expect(pages.filter((file) => /robots|sitemap|\.json\.ts$/.test(file))).toEqual([]);
  });
});
