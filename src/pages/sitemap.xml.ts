/**
 * sitemap.xml: every page of the site in each language (with its alternates) in one urlset, or past 50,000
 * URLs a sitemap index of its parts.
 */
import type { APIRoute } from 'astro';
import { sitemapPaths } from '../build/sitemap.ts';
import { site } from '../lib/site.ts';
import { localisedUrls, sitemapIndex, sitemapPartPath, sitemapParts, urlset } from '../lib/sitemap.ts';

export const GET: APIRoute = async ({ site: origin }) => {
  const base = origin ?? new URL(site.url);
  const urls = localisedUrls(await sitemapPaths(), base);
  const parts = sitemapParts(urls.length);
  const body = parts
    ? sitemapIndex(Array.from({ length: parts }, (_, i) => new URL(sitemapPartPath(i + 1), base).href))
    : urlset(urls);
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
