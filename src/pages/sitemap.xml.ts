/**
 * sitemap.xml: every page of the site in each language (with its alternates) in one urlset, or past 50,000
 * URLs a sitemap index of its parts.
 */
import type { APIRoute } from 'astro';
import { sitemapPaths } from '../build/sitemap.ts';
import { site } from '../lib/site.ts';
import {
  localisedUrlCount,
  localisedUrls,
  sitemapIndex,
  sitemapPartPath,
  sitemapParts,
  urlset,
} from '../lib/sitemap.ts';

export const GET: APIRoute = async ({ site: origin }) => {
  const base = origin ?? new URL(site.url);
  const paths = await sitemapPaths();
  // Past one part, only the index: the parts' entries are made by their own files, a part at a time.
  const parts = sitemapParts(localisedUrlCount(paths));
  const body = parts
    ? sitemapIndex(Array.from({ length: parts }, (_, i) => new URL(sitemapPartPath(i + 1), base).href))
    : urlset(localisedUrls(paths, base));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
