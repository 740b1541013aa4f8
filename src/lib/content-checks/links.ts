/**
 * Links and images in a page's text. A link to this site must reach a page it has (in either language; anchors
 * and other sites are not checked), else the fix names the nearest page. An image must be a file under public/
 * (the site serves it), and never from another site: the pages' Content-Security-Policy (server/site.ts) lets
 * images come from this site and the catalog's CDN only. Addresses under /api and /cdn are the server's and the
 * catalog's, not checked here. Pure.
 */
import { allowedTypos, editDistance } from '../rules/edit-distance.ts';
import type { MarkdownPage } from './markdown-lines.ts';
import type { ContentProblem } from './problem.ts';
import type { AddressBook } from './site-addresses.ts';

type Target = { line: number; image: boolean; written: string };

/** [text](address "title") and ![alt](address), the address bare or in <>. */
const INLINE =
  /(!?)\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
/** [name]: address, the target of reference links. */
const REFERENCE = /^ {0,3}\[[^\]]+\]:\s*(<[^>\n]*>|\S+)/;
/** <a href="…"> and <img src="…"> written as HTML. */
const HTML = /<(a|img)\b[^>]*?\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const NOT_CHECKED = /^\/(api|cdn)(\/|$)/;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

function targetsOf(page: MarkdownPage): Target[] {
  return page.body.flatMap(({ line, text }) => {
    const found: Target[] = [];
    for (const m of text.matchAll(INLINE)) found.push({ line, image: m[1] === '!', written: m[2]! });
    const reference = REFERENCE.exec(text);
    if (reference) found.push({ line, image: false, written: reference[1]! });
    for (const m of text.matchAll(HTML))
      found.push({ line, image: m[1]!.toLowerCase() === 'img', written: m[2] ?? m[3] ?? '' });
    return found.map((t) => ({ ...t, written: t.written.replace(/^<(.*)>$/, '$1').trim() }));
  });
}

/** The path an address on this site opens from the page at `pageAddress`; null for an anchor or another site. */
function pathOf(written: string, pageAddress: string): string | null {
  if (written === '' || written.startsWith('#') || written.startsWith('//') || SCHEME.test(written)) return null;
  const url = new URL(written, `https://site.invalid${pageAddress}`);
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    // A broken %-escape stays as written: it matches no page, which is what the editor needs to hear.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const shown = (written: string, path: string) => (written === path ? written : `${written} (${path})`);

function nearestImage(path: string, files: readonly string[]): string | null {
  const name = path.split('/').at(-1)!.toLowerCase();
  const near = files
    .filter((file) => IMAGE_FILE.test(file))
    .map((file) => ({ file, distance: editDistance(name, file.split('/').at(-1)!.toLowerCase()) }))
    .filter(({ distance }) => distance <= Math.max(1, allowedTypos(name)))
    .sort((a, b) => a.distance - b.distance);
  return near[0]?.file ?? null;
}

export function linkProblems(file: string, page: MarkdownPage, pageAddress: string, site: AddressBook) {
  const problems: ContentProblem[] = [];
  for (const { line, image, written } of targetsOf(page)) {
    if (image && (/^https?:/i.test(written) || written.startsWith('//'))) {
      problems.push({
        file,
        line,
        problem: `image ${written} is on another site, and the site's security policy blocks images from other sites`,
        fix: 'save the image under public/images/ and write its address as /images/<file name>',
      });
      continue;
    }
    const path = pathOf(written, pageAddress);
    if (path === null || NOT_CHECKED.test(path)) continue;
    if (image) {
      if (site.isPublicFile(path)) continue;
      const near = nearestImage(path, site.publicFiles);
      problems.push({
        file,
        line,
        problem: `image ${shown(written, path)} does not exist (there is no file public${path})`,
        fix: near ? `did you mean ${near}?` : `add the file as public${path}, or correct the address`,
      });
    } else if (!site.isPage(path) && !site.isPublicFile(path)) {
      problems.push({
        file,
        line,
        problem: `link to ${shown(written, path)}, which is not a page of this site`,
        fix: `did you mean ${site.nearestPage(path)}?`,
      });
    }
  }
  return problems;
}
