import { describe, expect, it } from 'vitest';
import { isCheckoutPage, offlineStrategy } from '../../src/lib/rules/offline-strategy.ts';

const get = (pathname: string, navigate = false) => offlineStrategy({ method: 'GET', pathname, navigate });

describe('service worker strategy', () => {
  it('never keeps the API or a write', () => {
    expect(get('/api/v1/product/getProduct/p1')).toBe('network-only');
    expect(get('/api/v1/cart')).toBe('network-only');
    expect(offlineStrategy({ method: 'POST', pathname: '/stores/s1', navigate: true })).toBe('network-only');
    expect(get('/cdn/private/returns/photo.webp')).toBe('network-only');
  });

  it('keeps catalog images cache-first and build assets precached', () => {
    expect(get('/cdn/products/p1-640.webp')).toBe('image-cache-first');
    expect(get('/_astro/client.Bx12.js')).toBe('precache');
  });

  it('serves store, listing and product pages stale-while-revalidate', () => {
    expect(get('/stores/s1', true)).toBe('browse-swr');
    expect(get('/stores/s1/category/kurtas', true)).toBe('browse-swr');
    expect(get('/stores/s1/products/p9', true)).toBe('browse-swr');
    expect(get('/stores/s1/offer/o1/items.json')).toBe('browse-swr');
    expect(get('/fragments/listing-cards?ids=a,b')).toBe('browse-swr');
  });

  it('takes other pages from the network first', () => {
    expect(get('/', true)).toBe('page-network-first');
    expect(get('/checkout/payment', true)).toBe('page-network-first');
    expect(get('/auth/login', true)).toBe('page-network-first');
    expect(get('/robots.txt')).toBe('none');
  });

  it('knows the checkout pages', () => {
    expect(isCheckoutPage('/checkout/order-summary')).toBe(true);
    expect(isCheckoutPage('/checkout/payment')).toBe(true);
    expect(isCheckoutPage('/checkout')).toBe(true);
    expect(isCheckoutPage('/checkouts')).toBe(false);
    expect(isCheckoutPage('/stores/s1')).toBe(false);
  });
});
