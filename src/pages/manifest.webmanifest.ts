/** The web app manifest, written at build (src/lib/web-manifest.ts holds what it says). */
import type { APIRoute } from 'astro';
import { webManifest } from '../lib/web-manifest.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webManifest()), { headers: { 'Content-Type': 'application/manifest+json' } });
