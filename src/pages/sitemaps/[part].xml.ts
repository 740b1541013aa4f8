/** The parts of a sitemap past 50,000 URLs (/sitemaps/1.xml, …), listed by the index at /sitemap.xml. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { sitemapPaths } from '../../build/sitemap.ts';
import { site } from '../../lib/site.ts';
import { localisedUrlCount, localisedUrlsPart, sitemapParts, urlset } from '../../lib/sitemap.ts';
import { isContentOnlyBuild } from '../../build/content-only.ts';

export const getStaticPaths = (async () => {
  // A content-only build (npm run build:content) renders no catalog page.
  if (isContentOnlyBuild()) return [];
  // Every page in each language: the parts are counted in these entries, two a page.
  const parts = sitemapParts(localisedUrlCount(await sitemapPaths()));
  return Array.from({ length: parts }, (_, i) => ({ params: { part: String(i + 1) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site: origin }) => {
  const base = origin ?? new URL(site.url);
  return new Response(urlset(localisedUrlsPart(await sitemapPaths(), Number(params.part), base)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
