/**
 * A page the content-only build adds (a new editors' page) is not in the full build's sitemap, which lists
 * every product and store too and is not rebuilt: its entries (both languages, with their alternates) are added
 * to the sitemap that is there (sitemap.xml, or the last part of a sitemap index). The sitemap has no lastmod,
 * so a changed page needs nothing. A page removed from the content stays listed until the next full build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localisedUrls, SITEMAP_LIMIT, urlset } from '../../src/lib/sitemap.ts';
import { replaceFile } from './publish.ts';

export type SitemapUpdate = { added: string[]; file: string | null; full: boolean };

const LOC = /<loc>([^<]*)<\/loc>/g;
const URL_ENTRY = /<url>[\s\S]*?<\/url>/g;

/** The page paths of `paths` that `xml` (a urlset) does not list, against the origin its entries use. */
function unlisted(paths: string[], xmls: string[], origin: string): string[] {
  const listed = new Set(xmls.flatMap((xml) => [...xml.matchAll(LOC)].map((m) => m[1]!)));
  return paths.filter((p) => !listed.has(new URL(p, origin).href));
}

/** Adds to the client folder's sitemap the pages of `paths` it does not list yet (`limit`: URLs a file may hold). */
export function addToSitemap(clientDir: string, paths: string[], limit = SITEMAP_LIMIT): SitemapUpdate {
  const main = path.join(clientDir, 'sitemap.xml');
  if (!fs.existsSync(main)) return { added: [], file: null, full: false };
  const index = fs.readFileSync(main, 'utf8');
  const parts = index.includes('<sitemapindex')
    ? [...index.matchAll(LOC)].map((m) => path.join(clientDir, new URL(m[1]!).pathname))
    : [main];
  const xmls = parts.map((file) => fs.readFileSync(file, 'utf8'));
  const origin = new URL([...xmls[0]!.matchAll(LOC)][0]?.[1] ?? 'http://localhost/').origin;
  const missing = unlisted(paths, xmls, origin);
  const last = parts.at(-1)!;
  if (!missing.length) return { added: [], file: null, full: false };
  const xml = xmls.at(-1)!;
  const entries = localisedUrls(missing, origin);
  const count = xml.match(URL_ENTRY)?.length ?? 0;
  if (count + entries.length > limit) return { added: [], file: null, full: true };
  // The new entries in the form the build writes them, after the ones there.
  const added = urlset(entries).match(URL_ENTRY)!.join('');
  const at = xml.lastIndexOf('</urlset>');
  let updated = `${xml.slice(0, at)}${added}${xml.slice(at)}`;
  // The xhtml namespace the alternates need, when the file had no entry with alternates before.
  if (!updated.includes('xmlns:xhtml='))
    updated = updated.replace('<urlset ', '<urlset xmlns:xhtml="http://www.w3.org/1999/xhtml" ');
  replaceFile(last, updated);
  return { added: missing, file: path.relative(clientDir, last), full: false };
}
