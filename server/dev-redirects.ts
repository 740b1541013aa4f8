/**
 * The redirect table (src/lib/redirects/rules.ts) as the dev server applies it, so every address that works
 * under `npm start` works under `npm run dev`: the same rules and the same matcher as the built site's
 * server (site.ts reads them back from dist/client/_redirects). A redirect answers with its status and
 * keeps the query, as in production; a rewrite (200) hands the request on to the page the built file comes
 * from ("/shells/order/index.html" is the page at "/shells/order/"), its query kept.
 */
import { REDIRECT_RULES, type RedirectRule } from '../src/lib/redirects/rules.ts';
import { matchRedirect } from '../src/lib/redirects/match.ts';

export type DevRoute = { redirect: string; status: 301 | 302 } | { rewrite: string } | null;

/** The page route that a built file is the output of ("index.html" is its folder, "x.html" is "x"). */
export function pageRouteOf(file: string): string {
  return file.replace(/index\.html$/, '').replace(/\.html$/, '');
}

export function devRoute(url: string, rules: RedirectRule[] = REDIRECT_RULES): DevRoute {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  const found = matchRedirect(rules, pathname);
  if (!found) return null;
  if (found.status === 200) return { rewrite: pageRouteOf(found.to) + query };
  return { redirect: found.to + query, status: found.status };
}
