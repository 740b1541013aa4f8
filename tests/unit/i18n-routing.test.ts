/**
 * Both languages' addresses outside the pages' text: the head's alternates, the sitemap, the redirect and rewrite
 * table's Hindi twins, the manifest in each language, and the offline page the service worker falls back to.
 */
import { describe, expect, it } from 'vitest';
import { alternates, ogLocale } from '../../src/lib/i18n/alternates.ts';
import { localisedUrls, urlset } from '../../src/lib/sitemap.ts';
import { REDIRECT_RULES, formatRedirects } from '../../src/lib/redirects/rules.ts';
import { matchRedirect, parseRedirects } from '../../src/lib/redirects/match.ts';
import { webManifest, webManifestPath, type ManifestWords } from '../../src/lib/web-manifest.ts';
import { isCheckoutPage, offlinePageFor, offlineStrategy } from '../../src/lib/rules/offline-strategy.ts';
import { devRoute } from '../../server/dev-redirects.ts';
import { brandDescription, site } from '../../src/lib/site.ts';
import { m } from '../../src/paraglide/messages.js';

describe('alternates', () => {
  it('name the page in English, in Hindi and x-default (English), from either address', () => {
    const expected = [
      { hreflang: 'en-IN', path: '/stores/s1/products/p1' },
      { hreflang: 'hi-IN', path: '/hi/stores/s1/products/p1' },
      { hreflang: 'x-default', path: '/stores/s1/products/p1' },
    ];
    expect(alternates('/stores/s1/products/p1')).toEqual(expected);
    expect(alternates('/hi/stores/s1/products/p1')).toEqual(expected);
  });

  it('take the home page to /hi and back to /', () => {
    expect(alternates('/hi').map((a) => a.path)).toEqual(['/', '/hi', '/']);
    expect(alternates('/').map((a) => a.path)).toEqual(['/', '/hi', '/']);
  });

  it("write Open Graph's locale with an underscore", () => {
    expect(ogLocale('en-IN')).toBe('en_IN');
    expect(ogLocale('hi-IN')).toBe('hi_IN');
  });
});

describe('sitemap in both languages', () => {
  it('lists each page in English then Hindi, each with the same three alternates', () => {
    const urls = localisedUrls(['/', '/stores/s1'], 'https://v.in');
    const home = [
      { hreflang: 'en-IN', href: 'https://v.in/' },
      { hreflang: 'hi-IN', href: 'https://v.in/hi' },
      { hreflang: 'x-default', href: 'https://v.in/' },
    ];
    const store = [
      { hreflang: 'en-IN', href: 'https://v.in/stores/s1' },
      { hreflang: 'hi-IN', href: 'https://v.in/hi/stores/s1' },
      { hreflang: 'x-default', href: 'https://v.in/stores/s1' },
    ];
    expect(urls).toEqual([
      { loc: 'https://v.in/', alternates: home },
      { loc: 'https://v.in/hi', alternates: home },
      { loc: 'https://v.in/stores/s1', alternates: store },
      { loc: 'https://v.in/hi/stores/s1', alternates: store },
    ]);
  });

  it('writes xhtml:link alternates, declaring their namespace', () => {
    expect(urlset(localisedUrls(['/a?x=1&y=2'], 'https://v.in'))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
        '<url><loc>https://v.in/a?x=1&amp;y=2</loc>' +
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://v.in/a?x=1&amp;y=2"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://v.in/hi/a?x=1&amp;y=2"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://v.in/a?x=1&amp;y=2"/></url>' +
        '<url><loc>https://v.in/hi/a?x=1&amp;y=2</loc>' +
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://v.in/a?x=1&amp;y=2"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://v.in/hi/a?x=1&amp;y=2"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://v.in/a?x=1&amp;y=2"/></url></urlset>',
    );
  });
});

describe('the redirect and rewrite table in Hindi', () => {
  const rules = parseRedirects(formatRedirects(REDIRECT_RULES));

  it('serves the Hindi shells at the Hindi addresses', () => {
    expect(matchRedirect(rules, '/hi/my-orders/ORD-1')).toEqual({ to: '/hi/shells/order/index.html', status: 200 });
    expect(matchRedirect(rules, '/hi/user/me')).toEqual({ to: '/hi/shells/user/index.html', status: 200 });
    expect(matchRedirect(rules, '/hi/droptrack/product/p-9')).toEqual({
      to: '/hi/shells/droptrack-product/index.html',
      status: 200,
    });
    expect(matchRedirect(rules, '/hi/lens/post/42')).toEqual({ to: '/hi/lens/index.html', status: 200 });
    // English stays as it was.
    expect(matchRedirect(rules, '/my-orders/ORD-1')).toEqual({ to: '/shells/order/index.html', status: 200 });
  });

  it('redirects a bare Hindi index path to its Hindi parent', () => {
    expect(matchRedirect(rules, '/hi/checkout')).toEqual({ to: '/hi', status: 302 });
    expect(matchRedirect(rules, '/hi/stores/s1/products')).toEqual({ to: '/hi/stores/s1', status: 302 });
  });

  it('leaves Hindi product pages beyond the prebuilt ones to the server, and every rule has its one twin', () => {
    expect(matchRedirect(rules, '/hi/stores/s1/products/p-new')).toBeNull();
    expect(matchRedirect(rules, '/hi/my-orders')).toBeNull();
    const english = REDIRECT_RULES.filter((rule) => !rule.from.startsWith('/hi/'));
    const hindi = REDIRECT_RULES.filter((rule) => rule.from.startsWith('/hi/'));
    expect(hindi).toHaveLength(english.length);
  });

  it('applies under npm run dev too', () => {
    expect(devRoute('/hi/my-orders/ORD-123?x=1')).toEqual({ rewrite: '/hi/shells/order/?x=1' });
    expect(devRoute('/hi/auth')).toEqual({ redirect: '/hi', status: 302 });
  });
});

describe('the web app manifest in each language', () => {
  const words = (locale: 'en-IN' | 'hi-IN'): ManifestWords => ({
    bag: m.manifest_shortcut_bag({}, { locale }),
    bagShort: m.manifest_shortcut_bag_short({}, { locale }),
    orders: m.manifest_shortcut_orders({}, { locale }),
    ordersShort: m.manifest_shortcut_orders_short({}, { locale }),
    dropTrack: m.manifest_shortcut_droptrack({}, { locale }),
    dropTrackShort: m.manifest_shortcut_droptrack_short({}, { locale }),
  });
  const icons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];

  it('English: as before the Hindi pages, byte for byte', () => {
    const manifest = webManifest('en-IN', words('en-IN'));
    expect(JSON.stringify(manifest)).toBe(
      JSON.stringify({
        id: '/',
        name: 'Vastra',
        short_name: 'Vastra',
        description: site.description,
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#ffffff',
        background_color: '#ffffff',
        icons: manifest.icons,
        shortcuts: [
          { name: 'Bag', short_name: 'Bag', url: '/#my-cart', icons },
          { name: 'My Orders', short_name: 'Orders', url: '/#my-orders', icons },
          { name: 'DropTrack', short_name: 'DropTrack', url: '/droptrack', icons },
        ],
      }),
    );
    expect(webManifestPath('en-IN')).toBe('/manifest.webmanifest');
  });

  it('Hindi: its own app at /hi, in Hindi words, the brand kept', () => {
    expect(webManifest('hi-IN', words('hi-IN'))).toMatchObject({
      id: '/hi',
      name: 'Vastra',
      short_name: 'Vastra',
      description: 'भारत के स्वतंत्र स्टोर्स से फ़ैशन, ब्यूटी, घड़ियाँ, बैग और ज्वेलरी, सीधे आपके घर तक।',
      lang: 'hi-IN',
      start_url: '/hi',
      scope: '/hi',
      shortcuts: [
        { name: 'बैग', short_name: 'बैग', url: '/hi#my-cart', icons },
        { name: 'मेरे ऑर्डर', short_name: 'ऑर्डर', url: '/hi#my-orders', icons },
        { name: 'DropTrack', short_name: 'DropTrack', url: '/hi/droptrack', icons },
      ],
    });
    expect(webManifestPath('hi-IN')).toBe('/hi/manifest.webmanifest');
  });

  it("the head's English defaults are the words English pages carried before", () => {
    expect(brandDescription('en-IN')).toBe(
      'Fashion, beauty, watches, bags and jewellery from independent Indian stores, delivered to your door.',
    );
    expect(brandDescription('hi-IN')).toBe('भारत के स्वतंत्र स्टोर्स से फ़ैशन, ब्यूटी, घड़ियाँ, बैग और ज्वेलरी, सीधे आपके घर तक।');
    expect(m.layout_home_title({ name: site.name }, { locale: 'en-IN' })).toBe(
      'Vastra: fashion and beauty from Indian stores',
    );
    expect(m.layout_home_title({ name: site.name }, { locale: 'hi-IN' })).toBe('Vastra: भारतीय स्टोर्स से फ़ैशन और ब्यूटी');
  });
});

describe('the service worker in Hindi', () => {
  it('falls back to the offline page of the failed page’s language', () => {
    expect(offlinePageFor('/hi/stores/s1')).toBe('/hi/offline');
    expect(offlinePageFor('/hi')).toBe('/hi/offline');
    expect(offlinePageFor('/stores/s1')).toBe('/offline');
    expect(offlinePageFor('/xx/y')).toBe('/offline');
  });

  it('keeps Hindi store, listing and product pages as it keeps the English ones', () => {
    const get = (pathname: string, navigate = true) => offlineStrategy({ method: 'GET', pathname, navigate });
    expect(get('/hi/stores/s1')).toBe('browse-swr');
    expect(get('/hi/stores/s1/products/p9')).toBe('browse-swr');
    expect(get('/hi/fragments/listing-cards?ids=a', false)).toBe('browse-swr');
    expect(get('/hi')).toBe('page-network-first');
    expect(get('/hi/checkout/payment')).toBe('page-network-first');
    expect(get('/hindi/stores/s1')).toBe('page-network-first');
  });

  it('knows the Hindi checkout pages (no update prompt while paying)', () => {
    expect(isCheckoutPage('/hi/checkout/payment')).toBe(true);
    expect(isCheckoutPage('/hi/checkout')).toBe(true);
    expect(isCheckoutPage('/hi/checkouts')).toBe(false);
    expect(isCheckoutPage('/hi/stores/s1')).toBe(false);
  });
});
