/**
 * npm run build:content (scripts/build-content.ts) over a copy of the build the browser tests serve: it replaces
 * the editors' pages, the home page and the marketplace's category tabs, in both languages, and no other file.
 * The build copy is made with hard links; the rebuild runs in a copy of the project's sources (its packages
 * linked in), so the messages it compiles and Astro's caches are written there, not under a repository other
 * tests and dev servers are using, and a page can be edited there. It reads the catalog from the test server's
 * API (CATALOG_API_URL), as its data folder is that server's. It runs a build (20 to 50 s here), so it lives
 * where the suite has a build to copy, rather than among the unit tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
const served = path.join(root, 'dist/client');

/** The pages the content-only build renders, as files of the build, English then Hindi. */
const ENGLISH_PAGES = [
  'index.html',
  'about-vastra/index.html',
  'help/index.html',
  'privacy-policy/index.html',
  'terms-and-conditions/index.html',
  'marketplace/index.html',
  ...['fashion', 'personal-care', 'kids', 'watches', 'bags', 'jewellery'].map(
    (id) => `fragments/marketplace/${id}/index.html`,
  ),
];
const CONTENT_PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((file) => `hi/${file}`)];

type Seen = { ino: number; mtimeMs: number };

function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const seen = (dir: string) =>
  new Map(
    filesUnder(dir).map((file): [string, Seen] => {
      const { ino, mtimeMs } = fs.statSync(path.join(dir, file));
      return [file, { ino, mtimeMs }];
    }),
  );

/** What the build reads of the project (the rest: tests, docs, data, builds). */
const SOURCES = [
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
  'keystatic.config.ts',
  'project.inlang',
  'messages',
  'public',
  'src',
  'server',
  'scripts',
];

/**
 * The project's sources copied into `into`, with a node_modules of its own whose packages are links to the
 * installed ones: Astro's and Vite's caches (node_modules/.astro, .vite) are then the copy's own.
 */
function projectCopy(into: string) {
  for (const entry of SOURCES) fs.cpSync(path.join(root, entry), path.join(into, entry), { recursive: true });
  fs.mkdirSync(path.join(into, 'node_modules'));
  for (const name of fs.readdirSync(path.join(root, 'node_modules')))
    if (!name.startsWith('.'))
      fs.symlinkSync(path.join(root, 'node_modules', name), path.join(into, 'node_modules', name));
}

/** The served build's static half, linked file by file into `into` (copied where a link cannot be made). */
function linkCopy(into: string) {
  for (const file of filesUnder(served)) {
    const target = path.join(into, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(path.join(served, file), target);
    } catch {
      fs.copyFileSync(path.join(served, file), target);
    }
  }
}

test('the content-only rebuild replaces the content pages in both languages and no other file', async ({
  baseURL,
  page,
}) => {
  test.setTimeout(10 * 60_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-content-rebuild-'));
  const project = path.join(work, 'project');
  const dist = path.join(work, 'dist');
  const client = path.join(dist, 'client');
  try {
    projectCopy(project);
    linkCopy(client);
    for (const file of CONTENT_PAGES) expect(fs.existsSync(path.join(client, file)), file).toBe(true);
    const servedHome = fs.readFileSync(path.join(served, 'index.html'), 'utf8');
    // An editor's change in the copy's content, stale pages and a Hindi page missing in the build's copy (new
    // files there: the served ones keep their bytes).
    const privacy = path.join(project, 'src/content/pages/privacy-policy.md');
    fs.writeFileSync(privacy, fs.readFileSync(privacy, 'utf8').replace(/^title: .*$/m, 'title: Your Privacy'));
    // And a banner's new title, in both languages.
    const banner = path.join(project, 'src/content/banners/home-1.json');
    const bannerFile = JSON.parse(fs.readFileSync(banner, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(
      banner,
      JSON.stringify({ ...bannerFile, title: 'The Festive Edit', titleHi: 'त्योहारों का संग्रह' }, null, 2),
    );
    const stale = ['hi/about-vastra/index.html', 'index.html', 'hi/marketplace/index.html'];
    for (const file of stale) {
      fs.rmSync(path.join(client, file));
      fs.writeFileSync(path.join(client, file), '<p>stale</p>');
    }
    fs.rmSync(path.join(client, 'hi/help/index.html'));
    const before = seen(client);

    const run = spawnSync(process.execPath, ['scripts/build-content.ts', '--dist', dist], {
      cwd: project,
      env: { ...process.env, CATALOG_API_URL: `${baseURL}/api/v1/`, ASTRO_TELEMETRY_DISABLED: '1' },
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^Content-only build: 24 pages rebuilt into .* in \d+\.\d s /m);

    const after = seen(client);
    const replaced = [...after.keys()].filter((file) => {
      const was = before.get(file);
      return !was || was.ino !== after.get(file)!.ino || was.mtimeMs !== after.get(file)!.mtimeMs;
    });
    // The edited, stale and missing pages are written; whatever else was is a content page (the home sections
    // read from the catalog other tests change) or a script, style or worker the pages name (none when the
    // served build was made from the same code).
    expect(replaced).toEqual(expect.arrayContaining(['privacy-policy/index.html', ...stale, 'hi/help/index.html']));
    expect(replaced.filter((file) => !CONTENT_PAGES.includes(file) && !/^(_astro\/|sw\.js$)/.test(file))).toEqual([]);
    expect(fs.readFileSync(path.join(client, 'privacy-policy/index.html'), 'utf8')).toMatch(
      /<h1[^>]*>Your Privacy<\/h1>/,
    );
    expect(fs.readFileSync(path.join(client, 'hi/help/index.html'), 'utf8')).toMatch(/<h1[^>]*>सहायता<\/h1>/);
    expect(fs.readFileSync(path.join(client, 'hi/about-vastra/index.html'), 'utf8')).toContain('lang="hi-IN"');
    // A shopper opening the rebuilt home pages (served here in place of the test server's own) sees the new title.
    for (const [address, file, name] of [
      ['/', 'index.html', '1 of 4: The Festive Edit'],
      ['/hi', 'hi/index.html', '4 में से 1: त्योहारों का संग्रह'],
    ]) {
      await page.route(`${baseURL}${address}`, (route) =>
        route.fulfill({ contentType: 'text/html', body: fs.readFileSync(path.join(client, file!), 'utf8') }),
      );
      await page.goto(address!);
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    expect(fs.readFileSync(path.join(served, 'index.html'), 'utf8')).toBe(servedHome);
    expect(fs.readFileSync(path.join(served, 'privacy-policy/index.html'), 'utf8')).not.toContain('Your Privacy');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});

test('without a full build there, the content-only rebuild says so and builds nothing', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vastra-content-rebuild-'));
  try {
    const run = spawnSync(process.execPath, ['scripts/build-content.ts', '--dist', dist], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `There is no full build in ${dist}/ (no ${dist}/client/index.html). ` +
        'npm run build:content updates the pages of a full build: run npm run build (or npm start) once first, ' +
        'then npm run build:content after each content edit.',
    );
    expect(fs.readdirSync(dist)).toEqual([]);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
