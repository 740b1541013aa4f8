/** Where each workspace entry shows on the site (Preview links), from paths.ts. */
import { contentPagePath, homePath } from '../lib/paths.ts';
import { localisedPath } from '../lib/i18n/locale-paths.ts';

/** "pages/privacy-policy" -> "/privacy-policy"; "pagesHi/about" -> "/hi/about-vastra". */
export function previewPath(entry: string): string | null {
  const [collection, slug] = entry.split('/');
  if (!slug) return collection === 'home' ? homePath() : null;
  if (collection === 'pages') return contentPagePath(slug);
  if (collection === 'pagesHi') return localisedPath(contentPagePath(slug), 'hi-IN');
  return null;
}
