/**
 * Sitemap XML (sitemaps.org protocol): one urlset holds at most 50,000 URLs, so a larger site lists its
 * parts in a sitemap index at /sitemap.xml and serves them at /sitemaps/{n}.xml.
 */
export const SITEMAP_LIMIT = 50_000;

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const urlset = (urls: string[]) =>
  `${XML}<urlset xmlns="${NS}">${urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join('')}</urlset>`;

export const sitemapIndex = (urls: string[]) =>
  `${XML}<sitemapindex xmlns="${NS}">${urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join('')}</sitemapindex>`;

/** How many parts a site of this many URLs needs (0: one urlset at /sitemap.xml, no index). */
export const sitemapParts = (count: number) => (count > SITEMAP_LIMIT ? Math.ceil(count / SITEMAP_LIMIT) : 0);

/** The URLs of part n (1-based). */
export const sitemapPart = <T>(urls: T[], n: number): T[] => urls.slice((n - 1) * SITEMAP_LIMIT, n * SITEMAP_LIMIT);

export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;
