/**
 * The editors' pages and the site's addresses as the content checks need them (src/lib/content-checks), read
 * from the project: every page file with its address in its language, the page routes of src/pages in both
 * languages (the content pages' route expanded to the pages there are), the server's redirect and rewrite rules
 * and the files under public/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeOf, twinnedPages } from './locale-routes.ts';
import { REDIRECT_RULES } from '../lib/redirects/rules.ts';
import { contentPagePath } from '../lib/paths.ts';
import { BASE_LOCALE, LOCALES } from '../lib/i18n/locales.ts';
import { localisedPath } from '../lib/i18n/locale-paths.ts';
import { translationFolder } from '../lib/content-pages.ts';
import type { ContentPage, SiteAddresses } from '../lib/content-checks/index.ts';

export const PAGES_DIR = 'src/content/pages';
/** The route of src/pages/[page].astro, which renders every editors' page. */
const CONTENT_ROUTE = '/[page]';
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== BASE_LOCALE);

const markdownIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .map((f) => f.slice(0, -3))
        .sort()
    : [];

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The English pages' ids (file names): what the content route renders, in every language. */
export const englishPageIds = (root: string) => markdownIn(path.join(root, PAGES_DIR));

/** Every editors' page file, English and translations, with the address it is shown at. */
export function readContentPages(root: string): ContentPage[] {
  const read = (file: string, address: string) => ({
    file,
    address,
    text: fs.readFileSync(path.join(root, file), 'utf8'),
  });
  return [
    ...englishPageIds(root).map((id) => read(`${PAGES_DIR}/${id}.md`, contentPagePath(id))),
    ...OTHER_LOCALES.flatMap((locale) => {
      const folder = translationFolder(locale);
      if (!folder) return [];
      return markdownIn(path.join(root, PAGES_DIR, folder)).map((id) =>
        read(`${PAGES_DIR}/${folder}/${id}.md`, localisedPath(contentPagePath(id), locale)),
      );
    }),
  ];
}

/** Every file under a folder, by its address ("/images/a.png"). */
function addressesOfFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `/${toPosix(path.relative(dir, path.join(entry.parentPath, entry.name)))}`)
    .sort();
}

export function siteAddresses(root: string): SiteAddresses {
  const pagesDir = path.join(root, 'src/pages');
  const contentPaths = englishPageIds(root).map(contentPagePath);
  const expand = (route: string) => (route === CONTENT_ROUTE ? contentPaths : [route]);
  const files = (fs.readdirSync(pagesDir, { recursive: true }) as string[])
    .map(toPosix)
    .filter((file) => /\.(astro|ts)$/.test(file));
  const english = files.map(routeOf).flatMap(expand);
  const twins = twinnedPages(pagesDir)
    .map(routeOf)
    .flatMap(expand)
    .flatMap((route) => OTHER_LOCALES.map((locale) => localisedPath(route, locale)));
  return {
    routes: [...new Set([...english, ...twins])].sort(),
    redirects: REDIRECT_RULES,
    publicFiles: addressesOfFiles(path.join(root, 'public')),
  };
}
