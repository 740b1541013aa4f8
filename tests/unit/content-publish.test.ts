/**
 * How the content-only build (scripts/build-content.ts) puts its pages into a full build that may be served
 * meanwhile: only new or changed files, each renamed into place (a hard-linked copy elsewhere keeps its bytes),
 * the full build's own files kept; a new page added to the sitemap there; and the database's lock said before
 * any building starts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder, publish } from '../../scripts/content-build/publish.ts';
import { addToSitemap } from '../../scripts/content-build/sitemap-additions.ts';
import { databaseInUse } from '../../scripts/content-build/database-in-use.ts';
import { isContentPageFile } from '../../src/build/content-only.ts';
import { localisedUrls, sitemapIndex, urlset } from '../../src/lib/sitemap.ts';

const folders: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-publish-test-'));
  folders.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const inode = (dir: string, file: string) => fs.statSync(path.join(dir, file)).ino;

describe('publishing into a served build', () => {
  it('writes only new and changed files, renamed into place, and keeps the full build’s own', () => {
    const built = folder({
      'index.html': '<h1>new home</h1>',
      'help/index.html': '<h1>help</h1>',
      '_astro/page.B2.js': 'new script',
      _redirects: '/auth / 302\n',
    });
    const served = folder({
      'index.html': '<h1>old home</h1>',
      'help/index.html': '<h1>help</h1>',
      '_astro/page.A1.js': 'old script',
      _redirects: '/auth / 302\n/checkout / 302\n',
      'stores/s1/index.html': '<h1>store</h1>',
    });
    // A copy of the served build made with hard links (as the content-rebuild test makes one).
    const copy = folder({});
    for (const file of filesUnder(served)) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.linkSync(path.join(served, file), path.join(copy, file));
    }
    const helpInode = inode(served, 'help/index.html');

    const result = publish(built, served, (file) => file === '_redirects');

    expect(result).toEqual({
      written: ['_astro/page.B2.js', 'index.html'],
      added: ['_astro/page.B2.js'],
      unchanged: ['help/index.html'],
    });
    expect(read(served, 'index.html')).toBe('<h1>new home</h1>');
    expect(read(copy, 'index.html')).toBe('<h1>old home</h1>');
    expect(inode(served, 'index.html')).not.toBe(inode(copy, 'index.html'));
    expect(inode(served, 'help/index.html')).toBe(helpInode);
    expect(read(served, '_redirects')).toBe('/auth / 302\n/checkout / 302\n');
    expect(filesUnder(served)).toEqual([
      '_astro/page.A1.js',
      '_astro/page.B2.js',
      '_redirects',
      'help/index.html',
      'index.html',
      'stores/s1/index.html',
    ]);
  });
});

describe('the sitemap of the served build', () => {
  const origin = 'https://vastra.example';

  it('a new page is added with its Hindi twin and alternates, as the full build writes them', () => {
    const served = folder({ 'sitemap.xml': urlset(localisedUrls(['/', '/help', '/stores/s1'], origin)) });
    expect(addToSitemap(served, ['/', '/help', '/shipping'])).toEqual({
      added: ['/shipping'],
      file: 'sitemap.xml',
      full: false,
    });
    expect(read(served, 'sitemap.xml')).toBe(urlset(localisedUrls(['/', '/help', '/stores/s1', '/shipping'], origin)));
    expect(addToSitemap(served, ['/', '/help', '/shipping'])).toEqual({ added: [], file: null, full: false });
  });

  it('past 50,000 addresses, into the last part of the index, unless it is full', () => {
    const parts = [localisedUrls(['/', '/help'], origin), localisedUrls(['/stores/s1'], origin)];
    const served = folder({
      'sitemap.xml': sitemapIndex([`${origin}/sitemaps/1.xml`, `${origin}/sitemaps/2.xml`]),
      'sitemaps/1.xml': urlset(parts[0]!),
      'sitemaps/2.xml': urlset(parts[1]!),
    });
    expect(addToSitemap(served, ['/help', '/shipping'], 3)).toEqual({ added: [], file: null, full: true });
    expect(addToSitemap(served, ['/help', '/shipping'])).toEqual({
      added: ['/shipping'],
      file: 'sitemaps/2.xml',
      full: false,
    });
    expect(read(served, 'sitemaps/2.xml')).toBe(urlset(localisedUrls(['/stores/s1', '/shipping'], origin)));
    expect(read(served, 'sitemaps/1.xml')).toBe(urlset(parts[0]!));
  });
});

describe('the catalog’s database, open elsewhere', () => {
  it('a live process holding the embedded database is named, with the way round it', () => {
    const dataDir = folder({ 'pglite.lock': String(process.ppid) });
    const root = path.dirname(dataDir);
    expect(databaseInUse(root, { DATA_DIR: dataDir })).toBe(
      `The catalog's database (${path.basename(dataDir)}/pglite) is open in process ${process.ppid} (npm start or npm run dev?), ` +
        'and the content-only build reads the home sections from it. Stop that process, or let the build read the ' +
        'catalog from its API: CATALOG_API_URL=http://localhost:4321/api/v1/ npm run build:content',
    );
    expect(databaseInUse(root, { DATA_DIR: dataDir, CATALOG_API_URL: 'http://localhost:4321/api/v1/' })).toBeNull();
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), '2147483646');
    expect(databaseInUse(root, { DATA_DIR: dataDir })).toBeNull();
  });
});

describe('what a content-only build renders', () => {
  it('the editors’ pages, home and the category tabs, however the route names its file', () => {
    for (const file of [
      'src/pages/[page].astro',
      'src/pages/index.astro',
      'src/pages/marketplace/index.astro',
      'src/pages/fragments/marketplace/[category].astro',
      '../checks/src/pages/index.astro',
    ])
      expect(isContentPageFile(file), file).toBe(true);
    for (const file of [
      'src/pages/stores/[storeId]/index.astro',
      'src/pages/stores/[storeId]/products/[productId].astro',
      'src/pages/lens.astro',
      'src/pages/sitemap.xml.ts',
      'src/pages/fragments/listing-cards.astro',
      'src/pages/my-index.astro',
    ])
      expect(isContentPageFile(file), file).toBe(false);
  });
});
