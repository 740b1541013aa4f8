/** The parts of a sitemap past 50,000 URLs (/sitemaps/1.xml, …), listed by the index at /sitemap.xml. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { sitemapPaths } from '../../build/sitemap.ts';
import { site } from '../../lib/site.ts';
import { sitemapPart, sitemapParts, urlset } from '../../lib/sitemap.ts';

export const getStaticPaths = (async () => {
  const parts = sitemapParts((await sitemapPaths()).length);
  return Array.from({ length: parts }, (_, i) => ({ params: { part: String(i + 1) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site: origin }) => {
  const base = origin ?? new URL(site.url);
  const paths = sitemapPart(await sitemapPaths(), Number(params.part));
  return new Response(urlset(paths.map((p) => new URL(p, base).href)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
