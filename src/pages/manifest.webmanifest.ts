/**
 * The web app manifest, written at build in each language: this file is routed at /manifest.webmanifest and,
 * as every page, again at /hi/manifest.webmanifest (src/build/locale-routes.ts), and speaks its address's
 * language. src/lib/web-manifest.ts holds what it says.
 */
import type { APIRoute } from 'astro';
import { localeOfPath } from '../lib/i18n/locale-paths.ts';
import { webManifest } from '../lib/web-manifest.ts';
import { m } from '../paraglide/messages.js';

export const GET: APIRoute = ({ url }) => {
  const locale = localeOfPath(url.pathname);
  const words = {
    bag: m.manifest_shortcut_bag({}, { locale }),
    bagShort: m.manifest_shortcut_bag_short({}, { locale }),
    orders: m.manifest_shortcut_orders({}, { locale }),
    ordersShort: m.manifest_shortcut_orders_short({}, { locale }),
    dropTrack: m.manifest_shortcut_droptrack({}, { locale }),
    dropTrackShort: m.manifest_shortcut_droptrack_short({}, { locale }),
  };
  return new Response(JSON.stringify(webManifest(locale, words)), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
