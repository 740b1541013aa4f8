import { describe, expect, it } from 'vitest';
import {
  withCartDrawer,
  CART_DRAWER_HASH,
  dropTrackProductPath,
  idFromPath,
  loginPath,
  orderPath,
  productPath,
  safeReturnPath,
  settingsPath,
  SETTINGS_SECTIONS,
  signupPath,
  storeCategoryPath,
  storePath,
  userPath,
} from '../../src/lib/paths.ts';

describe('paths', () => {
  it("reads a shell page's id back from its address: decoded, a trailing slash allowed, nothing deeper", () => {
    expect(idFromPath('/droptrack/product/abc-1', dropTrackProductPath)).toBe('abc-1');
    expect(idFromPath('/droptrack/product/abc-1/', dropTrackProductPath)).toBe('abc-1');
    expect(idFromPath('/my-orders/a%20b', orderPath)).toBe('a b');
    expect(idFromPath('/user/me', userPath)).toBe('me');
    expect(idFromPath('/droptrack/product/', dropTrackProductPath)).toBeNull();
    expect(idFromPath('/droptrack', dropTrackProductPath)).toBeNull();
    expect(idFromPath('/user/abc/posts', userPath)).toBeNull();
    expect(idFromPath('/my-orders/x', userPath)).toBeNull();
    expect(idFromPath('/droptrack/product/%E0%A4', dropTrackProductPath)).toBeNull();
  });
  it('builds store and product URLs with encoded ids', () => {
    expect(storePath('store-1')).toBe('/stores/store-1');
    expect(storeCategoryPath('s 1', 'a/b')).toBe('/stores/s%201/category/a%2Fb');
    expect(productPath('store-1', 'p 1')).toBe('/stores/store-1/products/p%201');
    expect(productPath('store-1', 'p1', 'v/2')).toBe('/stores/store-1/products/p1?variant=v%2F2');
    expect(userPath('me')).toBe('/user/me');
    expect(orderPath('abc')).toBe('/my-orders/abc');
    expect(signupPath('FRIEND1')).toBe('/auth/signup?ref=FRIEND1');
  });

  it('names the spec’s eight settings sections in its order, with the brand in three, and our Saved and Favourite Stores after Address Book', () => {
    expect(SETTINGS_SECTIONS).toEqual([
      'MY_PREFERENCE',
      'ADDRESS_BOOK',
      'SAVED',
      'FAVOURITE_STORES',
      'VASTRA_MONEY',
      'REFER_AND_EARN',
      'REQUEST_A_FEATURE',
      'VASTRA_SUPPORT',
      'REFUND_STATUS',
      'ABOUT_VASTRA',
    ]);
    expect(settingsPath('VASTRA_MONEY')).toBe('/settings?section=VASTRA_MONEY');
    expect(settingsPath()).toBe('/settings');
  });

  it('keeps a return path only when it is a path of this site (no open redirect)', () => {
    expect(loginPath('/settings?section=ADDRESS_BOOK')).toBe('/auth/login?next=%2Fsettings%3Fsection%3DADDRESS_BOOK');
    expect(loginPath('/')).toBe('/auth/login');
    for (const evil of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil',
      '',
    ]) {
      expect(safeReturnPath(evil)).toBeNull();
      expect(loginPath(evil)).toBe('/auth/login');
    }
    expect(safeReturnPath('/user/me#posts')).toBe('/user/me#posts');
  });

  it('refuses the usual bypasses, judged after the URL parser normalised them', () => {
    const bypasses = [
      '/.//evil.example/phish',
      '/%2e//evil.example',
      '/%2E//evil.example',
      '/./%2e//evil.example',
      '/../..//evil.example',
      '//evil.example/%2f',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r//evil.example',
      '\t//evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      '/javascript:alert(1)//',
      'JaVaScRiPt:alert(1)',
      'https:evil.example',
      '///evil.example',
    ];
    for (const evil of bypasses) {
      const kept = safeReturnPath(evil);
      // Either dropped, or a path of this site that a browser cannot read as another host.
      if (kept !== null) {
        expect(kept, evil).toMatch(/^\/(?![/\\])/);
        expect(new URL(kept, 'https://vastra.example').origin, evil).toBe('https://vastra.example');
      }
    }
    for (const evil of [
      '/.//evil.example/phish',
      '/%2e//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '///evil.example',
    ])
      expect(safeReturnPath(evil), evil).toBeNull();
    // A harmless path stays as it was typed; "%2f" inside a segment is only a character of it.
    expect(safeReturnPath('/stores/a%2fb')).toBe('/stores/a%2fb');
    expect(safeReturnPath('/my-orders/abc?x=1')).toBe('/my-orders/abc?x=1');
  });
});

describe('the way back to the cart drawer', () => {
  it('is the same page with the drawer fragment, kept through login as a safe return path', () => {
    expect(CART_DRAWER_HASH).toBe('#my-cart');
    expect(withCartDrawer('/stores/s1/products/p1?variant=v1')).toBe('/stores/s1/products/p1?variant=v1#my-cart');
    expect(withCartDrawer('/privacy-policy#top')).toBe('/privacy-policy#my-cart');
    expect(loginPath(withCartDrawer('/privacy-policy'))).toBe('/auth/login?next=%2Fprivacy-policy%23my-cart');
    expect(safeReturnPath('/privacy-policy#my-cart')).toBe('/privacy-policy#my-cart');
  });
});
