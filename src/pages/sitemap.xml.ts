/** sitemap.xml: every page of the site in one urlset, or past 50,000 URLs a sitemap index of its parts. */
import type { APIRoute } from 'astro';
import { sitemapPaths } from '../build/sitemap.ts';
import { site } from '../lib/site.ts';
import { sitemapIndex, sitemapPartPath, sitemapParts, urlset } from '../lib/sitemap.ts';

export const GET: APIRoute = async ({ site: origin }) => {
  const base = origin ?? new URL(site.url);
  const paths = await sitemapPaths();
  const parts = sitemapParts(paths.length);
  const body = parts
    ? sitemapIndex(Array.from({ length: parts }, (_, i) => new URL(sitemapPartPath(i + 1), base).href))
    : urlset(paths.map((p) => new URL(p, base).href));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
