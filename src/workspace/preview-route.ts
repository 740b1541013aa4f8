/**
 * Each workspace entry's Preview link (dev only): /api/keystatic/preview/<collection>/<slug> answers a redirect to
 * the page that shows the entry, in the entry's language. Keystatic's previewUrl knows only the slug; the pages'
 * addresses come from paths.ts (the about page lives at the brand's address), a banner's from the tab its file names.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { BANNERS_FOLDER } from '../lib/content-banners.ts';
import { previewPath } from './preview.ts';

export const prerender = false;

/** The tab a banner's file names, as saved (the Preview link opens after a save), or null. */
function bannerTab(id: string): string | null {
  if (!/^[a-z0-9-]+$/.test(id)) return null;
  try {
    const { tab } = JSON.parse(fs.readFileSync(path.join(process.cwd(), BANNERS_FOLDER, `${id}.json`), 'utf8'));
    return typeof tab === 'string' ? tab : null;
  } catch {
    return null;
  }
}

export const GET: APIRoute = ({ params, redirect }) => {
  const target = previewPath(params.entry ?? '', bannerTab);
  return target ? redirect(target, 302) : new Response('No page shows this entry', { status: 404 });
};
