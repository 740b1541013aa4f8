/**
 * Sitemap XML (sitemaps.org protocol): one urlset holds at most 50,000 URLs, so a larger site lists its
 * parts in a sitemap index at /sitemap.xml and serves them at /sitemaps/{n}.xml. Every page is listed in each
 * language, each entry naming all of its languages' addresses (xhtml:link alternates, as search engines read
 * hreflang in a sitemap), the same set the page's head links to.
 */
import { alternates } from './i18n/alternates.ts';
import { LOCALES } from './i18n/locales.ts';
import { localisedPath } from './i18n/locale-paths.ts';

export const SITEMAP_LIMIT = 50_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page of the sitemap: its address, and the same page in each language (absolute URLs). */
export type SitemapUrl = string | { loc: string; alternates: { hreflang: string; href: string }[] };

const urlEntry = (url: SitemapUrl) => {
  if (typeof url === 'string') return `<url><loc>${escapeXml(url)}</loc></url>`;
  const links = url.alternates.map(
    (a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
  );
  return `<url><loc>${escapeXml(url.loc)}</loc>${links.join('')}</url>`;
};

/** The xhtml namespace is declared only when an entry names alternates. */
export const urlset = (urls: SitemapUrl[]) => {
  const xhtml = urls.some((u) => typeof u !== 'string') ? ` xmlns:xhtml="${XHTML_NS}"` : '';
  return `${XML}<urlset xmlns="${NS}"${xhtml}>${urls.map(urlEntry).join('')}</urlset>`;
};

export const sitemapIndex = (urls: string[]) =>
  `${XML}<sitemapindex xmlns="${NS}">${urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join('')}</sitemapindex>`;

/**
 * Each page's address in every language, English first, each entry with the alternates of its page:
 * `localisedUrls(['/stores/s1'], 'https://v.in')` lists https://v.in/stores/s1 and https://v.in/hi/stores/s1.
 */
export function localisedUrls(paths: string[], base: URL | string): SitemapUrl[] {
  return paths.flatMap((path) => {
    const links = alternates(path).map(({ hreflang, path: p }) => ({ hreflang, href: new URL(p, base).href }));
    return LOCALES.map((locale) => ({ loc: new URL(localisedPath(path, locale), base).href, alternates: links }));
  });
}

/** How many sitemap entries these pages make: one per page and language (what localisedUrls would list). */
export const localisedUrlCount = (paths: readonly unknown[]) => paths.length * LOCALES.length;

/**
 * Part n (1-based) of localisedUrls(paths, base), making only that part's entries: a large catalog's sitemap
 * is hundreds of thousands of entries, each with its alternates, and each part needs a fiftieth of them.
 */
export function localisedUrlsPart(paths: string[], n: number, base: URL | string): SitemapUrl[] {
  const from = (n - 1) * SITEMAP_LIMIT;
  const firstPath = Math.floor(from / LOCALES.length);
  const urls = localisedUrls(paths.slice(firstPath, Math.ceil((from + SITEMAP_LIMIT) / LOCALES.length)), base);
  const skip = from - firstPath * LOCALES.length;
  return urls.slice(skip, skip + SITEMAP_LIMIT);
}

/** How many parts a site of this many URLs needs (0: one urlset at /sitemap.xml, no index). */
export const sitemapParts = (count: number) => (count > SITEMAP_LIMIT ? Math.ceil(count / SITEMAP_LIMIT) : 0);

/** The URLs of part n (1-based). */
export const sitemapPart = <T>(urls: T[], n: number): T[] => urls.slice((n - 1) * SITEMAP_LIMIT, n * SITEMAP_LIMIT);

export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;
