/** sitemap.xml: home, editors' pages, every store page, its category, collection and offer pages, and every product page. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { fetchAllProducts, fetchStores, listingPaths } from '../build/catalog.ts';
import { site } from '../lib/site.ts';
import { homePath, productPath, storePath } from '../lib/paths.ts';

export const GET: APIRoute = async ({ site: origin }) => {
  const base = origin ?? new URL(site.url);
  const pages = await getCollection('pages');
  const products = await fetchAllProducts();
  const stores = await fetchStores();
  const paths = [
    homePath(),
    ...pages.map((p) => (p.id === 'about' ? site.aboutPath : `/${p.id}`)),
    ...stores.map((s) => storePath(s.id)),
    ...(await listingPaths()),
    ...products.map((d) => productPath(d.product.SellerUserId, d.product.id)),
  ];
  const urls = paths.map((p) => `<url><loc>${new URL(p, base).href}</loc></url>`).join('');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
