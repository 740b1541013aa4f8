import type { APIRoute } from 'astro';
import { LOCALES } from '../lib/i18n/locales.ts';
import { localisedPath } from '../lib/i18n/locale-paths.ts';

/** Pages no search engine should list, in every language (/checkout/ and /hi/checkout/, …). */
const PRIVATE_PAGES = ['/checkout/', '/auth/', '/fragments/'];
const byLanguage = (prefix: string) => LOCALES.map((locale) => `Disallow: ${localisedPath(prefix, locale)}\n`).join('');

export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nAllow: /\n${PRIVATE_PAGES.map(byLanguage).join('')}Disallow: /api/\nDisallow: /stores/*/items.json$\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
