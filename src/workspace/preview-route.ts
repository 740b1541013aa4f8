/**
 * Each workspace entry's Preview link (dev only): /api/keystatic/preview/<collection>/<slug> answers a redirect to
 * the page that shows the entry, in the entry's language. Keystatic's previewUrl knows only the slug; the pages'
 * addresses come from paths.ts (the about page lives at the brand's address).
 */
import type { APIRoute } from 'astro';
import { previewPath } from './preview.ts';

export const prerender = false;

export const GET: APIRoute = ({ params, redirect }) => {
  const target = previewPath(params.entry ?? '');
  return target ? redirect(target, 302) : new Response('No page shows this entry', { status: 404 });
};
