/** Where each workspace entry shows on the site (Preview links), from paths.ts. */
import { contentPagePath, homePath, marketplacePath, searchPath } from '../lib/paths.ts';
import { localisedPath } from '../lib/i18n/locale-paths.ts';

/**
 * The page that shows each single entry (a singleton): the brand's words on the home page (its header and
 * footer); search's words on the results for a query with a synonym, a colour word and a price phrase.
 */
const SINGLE_ENTRIES: Record<string, () => string> = {
  home: homePath,
  brand: homePath,
  searchWords: () => searchPath('lal kurti under 2000'),
};

/**
 * "pages/privacy-policy" -> "/privacy-policy"; "pagesHi/about" -> "/hi/about-vastra"; "brand" -> "/";
 * "banners/watches-1" -> the marketplace's Watches tab, where that banner shows (a home banner: the home page).
 * `bannerTab(id)` is the tab a banner's file names, or null when there is no such file.
 */
export function previewPath(entry: string, bannerTab: (id: string) => string | null = () => null): string | null {
  const [collection = '', slug] = entry.split('/');
  if (!slug) return Object.hasOwn(SINGLE_ENTRIES, collection) ? SINGLE_ENTRIES[collection]!() : null;
  if (collection === 'pages') return contentPagePath(slug);
  if (collection === 'pagesHi') return localisedPath(contentPagePath(slug), 'hi-IN');
  if (collection === 'banners') {
    const tab = bannerTab(slug);
    if (tab === null) return null;
    return tab === 'home' ? homePath() : marketplacePath(tab);
  }
  return null;
}
