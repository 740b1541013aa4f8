import { describe, expect, it } from 'vitest';
import { devRoute, pageRouteOf } from '../../server/dev-redirects.ts';

describe('the redirect table under npm run dev', () => {
  it('rewrites the shells to the pages they are built from, the query kept', () => {
    expect(devRoute('/my-orders/ORD-123')).toEqual({ rewrite: '/shells/order/' });
    expect(devRoute('/droptrack/product/p-9?from=alert')).toEqual({ rewrite: '/shells/droptrack-product/?from=alert' });
    expect(devRoute('/user/me')).toEqual({ rewrite: '/shells/user/' });
    expect(devRoute('/lens/post/42')).toEqual({ rewrite: '/lens/' });
    expect(devRoute('/hi/user/me')).toEqual({ rewrite: '/hi/shells/user/' });
  });

  it('redirects as production does, the query kept', () => {
    expect(devRoute('/checkout')).toEqual({ redirect: '/', status: 302 });
    expect(devRoute('/stores/s-1/products?sort=new')).toEqual({ redirect: '/stores/s-1?sort=new', status: 302 });
  });

  it('leaves every other address to Astro', () => {
    expect(devRoute('/my-orders')).toBeNull();
    expect(devRoute('/stores/s-1/products/p-1')).toBeNull();
  });

  it('reads a built file as its page route', () => {
    expect(pageRouteOf('/shells/user/index.html')).toBe('/shells/user/');
    expect(pageRouteOf('/about.html')).toBe('/about');
  });
});
