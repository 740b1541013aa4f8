import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /checkout/\nDisallow: /auth/\nDisallow: /api/\nDisallow: /fragments/\nDisallow: /stores/*/items.json$\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
