/** Where each workspace entry shows on the site (Preview links), from paths.ts. */
import { contentPagePath, homePath, marketplacePath } from '../lib/paths.ts';
import { localisedPath } from '../lib/i18n/locale-paths.ts';

/**
 * "pages/privacy-policy" -> "/privacy-policy"; "pagesHi/about" -> "/hi/about-vastra"; "banners/watches-1" -> the
 * marketplace's Watches tab, where that banner shows (a home banner: the home page). `bannerTab(id)` is the tab a
 * banner's file names, or null when there is no such file.
 */
export function previewPath(entry: string, bannerTab: (id: string) => string | null = () => null): string | null {
  const [collection, slug] = entry.split('/');
  if (!slug) return collection === 'home' ? homePath() : null;
  if (collection === 'pages') return contentPagePath(slug);
  if (collection === 'pagesHi') return localisedPath(contentPagePath(slug), 'hi-IN');
  if (collection === 'banners') {
    const tab = bannerTab(slug);
    if (tab === null) return null;
    return tab === 'home' ? homePath() : marketplacePath(tab);
  }
  return null;
}
