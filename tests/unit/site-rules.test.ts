import { describe, expect, it } from 'vitest';
import { activeNav, headerMode } from '../../src/lib/rules/header.ts';
import { bannerHref } from '../../src/lib/rules/banners.ts';
import { isHomeEmpty } from '../../src/lib/rules/home.ts';
import { matchRedirect, parseRedirects } from '../../src/lib/redirects/match.ts';
import { REDIRECT_RULES, formatRedirects } from '../../src/lib/redirects/rules.ts';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';
import { fillHtml } from '../../src/lib/content-placeholders.ts';
import { site } from '../../src/lib/site.ts';
import { DEFAULT_PREBUILD_PRODUCTS, prebuildLimit } from '../../src/build/catalog.ts';
import {
  SITEMAP_LIMIT,
  localisedUrlCount,
  localisedUrls,
  localisedUrlsPart,
  sitemapPart,
  sitemapParts,
  sitemapIndex,
  urlset,
} from '../../src/lib/sitemap.ts';

describe('header', () => {
  it('switches on auth and checkout paths', () => {
    expect(headerMode('/checkout/address')).toBe('checkout');
    expect(headerMode('/auth/login')).toBe('auth');
    expect(headerMode('/stores/1')).toBe('full');
  });
  it('underlines Home on / and /user, DropTrack on its paths, hides both on my-orders', () => {
    expect(activeNav('/')).toBe('home');
    expect(activeNav('/user/me')).toBe('home');
    expect(activeNav('/droptrack/product/1')).toBe('droptrack');
    expect(activeNav('/lens')).toBe('lens');
    expect(activeNav('/lenses')).toBe('none');
    expect(activeNav('/my-orders/abc')).toBe('hidden');
    expect(activeNav('/privacy-policy')).toBe('none');
  });
});

describe('banner links', () => {
  const base = { sellerId: 's1', sectionId: 'c1', productId: 'p1' };
  it('route by type under the seller store', () => {
    expect(bannerHref({ ...base, typeData: 'CATEGORY' })).toBe('/stores/s1/category/c1');
    expect(bannerHref({ ...base, typeData: 'CATEGORY_COLLECTION_LIST' })).toBe('/stores/s1/collection/c1');
    expect(bannerHref({ ...base, typeData: 'PRODUCT' })).toBe('/stores/s1/products/p1');
    expect(bannerHref({ ...base, typeData: 'STORE' })).toBe('/stores/s1');
  });
});

describe('home', () => {
  const empty = {
    webBanner: [],
    heroBanner: [],
    featuredBrands: [],
    favouriteBrands: [],
    exclusiveDeals: [],
    storeDiscovery: [],
    customSections: [],
  };
  it('is "Coming soon" only when every list is empty', () => {
    expect(isHomeEmpty(empty)).toBe(true);
    expect(isHomeEmpty({ ...empty, featuredBrands: [{ id: 's', name: 'S', img: 'x' }] })).toBe(false);
  });
  it('counts custom sections without products as empty', () => {
    expect(isHomeEmpty({ ...empty, customSections: [{ id: 'c', title: 'New in', products: [] }] })).toBe(true);
    const card = {
      id: 'p',
      SellerUserId: 's',
      productName: 'P',
      productDesc: '',
      productImgUrls: [],
      productSellingPrice: 1,
      productMRP: 1,
    };
    expect(isHomeEmpty({ ...empty, customSections: [{ id: 'c', title: 'New in', products: [card] }] })).toBe(false);
  });
});

describe('_redirects', () => {
  const rules = parseRedirects(
    formatRedirects(REDIRECT_RULES) + '/lookbook/* /lookbook/shell/index.html 200\n# comment\nbad line\n',
  );
  it('sends bare index paths to their parent', () => {
    expect(matchRedirect(rules, '/auth')).toEqual({ to: '/', status: 302 });
    expect(matchRedirect(rules, '/checkout/')).toEqual({ to: '/', status: 302 });
    expect(matchRedirect(rules, '/droptrack/product')).toEqual({ to: '/droptrack', status: 302 });
  });
  it('fills placeholders', () => {
    expect(matchRedirect(rules, '/stores/abc/category')).toEqual({ to: '/stores/abc', status: 302 });
  });
  it('rewrites splats and leaves other paths alone', () => {
    expect(matchRedirect(rules, '/lookbook/123')).toEqual({ to: '/lookbook/shell/index.html', status: 200 });
    expect(matchRedirect(rules, '/stores/abc/category/c1')).toBeNull();
    expect(matchRedirect(rules, '/authors')).toBeNull();
  });
  it('serves every profile from the profile shell, and nothing deeper', () => {
    expect(matchRedirect(rules, '/user/me')).toEqual({ to: '/shells/user/index.html', status: 200 });
    expect(matchRedirect(rules, '/user/abc-123')).toEqual({ to: '/shells/user/index.html', status: 200 });
    expect(matchRedirect(rules, '/user')).toEqual({ to: '/', status: 302 });
    expect(matchRedirect(rules, '/user/abc/posts')).toBeNull();
  });
  it('serves the Lens feed for every path under lens/', () => {
    expect(matchRedirect(rules, '/lens/anything')).toEqual({ to: '/lens/index.html', status: 200 });
    expect(matchRedirect(rules, '/lens/a/b')).toEqual({ to: '/lens/index.html', status: 200 });
    expect(matchRedirect(rules, '/lenses')).toBeNull();
  });
  it('has a Hindi twin of every rule, to the Hindi twin of its target', () => {
    expect(matchRedirect(rules, '/hi/user/me')).toEqual({ to: '/hi/shells/user/index.html', status: 200 });
    expect(matchRedirect(rules, '/hi/droptrack/product/p-1')).toEqual({
      to: '/hi/shells/droptrack-product/index.html',
      status: 200,
    });
    expect(matchRedirect(rules, '/hi/my-orders/ORD-1')).toEqual({ to: '/hi/shells/order/index.html', status: 200 });
    expect(matchRedirect(rules, '/hi/lens/anything')).toEqual({ to: '/hi/lens/index.html', status: 200 });
    expect(matchRedirect(rules, '/hi/checkout')).toEqual({ to: '/hi', status: 302 });
    expect(matchRedirect(rules, '/hi/stores/abc/category')).toEqual({ to: '/hi/stores/abc', status: 302 });
    expect(matchRedirect(rules, '/hi/user/abc/posts')).toBeNull();
  });
  it('leaves product pages beyond the prebuilt ones to the server (rendered on demand), the bare list to the store', () => {
    expect(matchRedirect(rules, '/stores/s1/products/p-new')).toBeNull();
    expect(matchRedirect(rules, '/stores/s1/products')).toEqual({ to: '/stores/s1', status: 302 });
  });
});

describe('PREBUILD_PRODUCTS', () => {
  it('defaults to 10,000 and takes a whole number of 0 or more', () => {
    expect(DEFAULT_PREBUILD_PRODUCTS).toBe(10000);
    expect(prebuildLimit(undefined)).toBe(10000);
    expect(prebuildLimit(' ')).toBe(10000);
    expect(prebuildLimit('0')).toBe(0);
    expect(prebuildLimit('300')).toBe(300);
  });
  it('refuses anything else, naming the setting', () => {
    for (const bad of ['-1', '1.5', 'all', '20k'])
      expect(() => prebuildLimit(bad)).toThrow(/PREBUILD_PRODUCTS must be a whole number of 0 or more/);
  });
});

describe('sitemap', () => {
  it('keeps one urlset up to 50,000 URLs and splits past it', () => {
    expect(SITEMAP_LIMIT).toBe(50000);
    expect(sitemapParts(3)).toBe(0);
    expect(sitemapParts(50000)).toBe(0);
    expect(sitemapParts(50001)).toBe(2);
    expect(sitemapParts(100000)).toBe(2);
    expect(sitemapParts(100001)).toBe(3);
    const urls = Array.from({ length: 50003 }, (_, i) => i);
    expect(sitemapPart(urls, 1)).toHaveLength(50000);
    expect(sitemapPart(urls, 2)).toEqual([50000, 50001, 50002]);
  });
  it('makes one part of the localised entries at a time, the same as the whole list cut into parts', () => {
    const paths = Array.from({ length: 25_001 }, (_, i) => `/p/${i}`);
    expect(localisedUrlCount(paths)).toBe(50_002);
    const whole = localisedUrls(paths, 'https://v.in');
    expect(localisedUrlsPart(paths, 1, 'https://v.in')).toEqual(sitemapPart(whole, 1));
    expect(localisedUrlsPart(paths, 2, 'https://v.in')).toEqual([
      {
        loc: 'https://v.in/p/25000',
        alternates: [
          { hreflang: 'en-IN', href: 'https://v.in/p/25000' },
          { hreflang: 'hi-IN', href: 'https://v.in/hi/p/25000' },
          { hreflang: 'x-default', href: 'https://v.in/p/25000' },
        ],
      },
      {
        loc: 'https://v.in/hi/p/25000',
        alternates: [
          { hreflang: 'en-IN', href: 'https://v.in/p/25000' },
          { hreflang: 'hi-IN', href: 'https://v.in/hi/p/25000' },
          { hreflang: 'x-default', href: 'https://v.in/p/25000' },
        ],
      },
    ]);
  });
  it('writes the protocol XML, escaping addresses', () => {
    expect(urlset(['https://v.in/a?x=1&y=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://v.in/a?x=1&amp;y=2</loc></url></urlset>',
    );
    expect(sitemapIndex(['https://v.in/sitemaps/1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://v.in/sitemaps/1.xml</loc></sitemap></sitemapindex>',
    );
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://ok.in">ok</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(clean).toContain('<a href="https://ok.in" rel="nofollow noopener noreferrer">ok</a>');
    expect(clean).toContain('<p>Hi');
  });
});

describe('content placeholders', () => {
  it('fill the support e-mail and brand from the site config', () => {
    expect(fillHtml('Write to {email} at {brand}')).toBe(
      `Write to <a href="mailto:${site.supportEmail}">${site.supportEmail}</a> at ${site.name}`,
    );
  });

  it('fill the grievance officer’s block: name, designation, address, e-mail, phone and the time limits', () => {
    const html = fillHtml('<h2>Grievance officer</h2>\n<p>{grievance-officer}</p>');
    expect(html).not.toContain('{grievance-officer}');
    expect(html).not.toContain('<p><address');
    expect(html).toContain('<strong>Meera Krishnan</strong>, Grievance Officer');
    expect(html).toContain('4th Floor, Prestige Meridian II, 30 MG Road, Bengaluru, Karnataka 560001');
    expect(html).toContain('<a href="mailto:grievance@vastra.in">grievance@vastra.in</a>');
    expect(html).toContain('<a href="tel:+918047182290">+91 80 4718 2290</a>');
    expect(html).toContain('within 48 hours of receiving it and resolve it within one month');
  });
});
