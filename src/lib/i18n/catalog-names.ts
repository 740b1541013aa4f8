/**
 * The catalog's names as a shopper reads them: categories (home and store), colours, materials and sizes come
 * from the database in English ("Kurtas", "Red"). Each known name has a message in messages/catalog keyed by
 * its English text (`category_kurtas`, `colour_red`), so a Hindi page shows "कुर्ते"; a name the catalog does not
 * know (a seller's own category) shows as it came. Used only where a name is displayed: filter values, links and
 * query strings keep the English name. Pure. It reads the `m` dispatcher, which holds every language, so it is
 * for server-rendered .astro only, never for an island (docs/decisions/i18n.md).
 */
import { m } from '../../paraglide/messages.js';
import { BASE_LOCALE, type Locale } from './locales.ts';
import { catalogNameKey, type CatalogNameKind } from './catalog-name-key.ts';

export { catalogNameKey, type CatalogNameKind };

type NameMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;
const messages = m as unknown as Record<string, NameMessage | undefined>;

/** The name in `locale`; English, and any name the catalog does not hold, come back exactly as given. */
export function catalogName(kind: CatalogNameKind, name: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return name;
  const message = messages[catalogNameKey(kind, name)];
  // The English twin must be this very name: "Kurtas" and "kurtas!" share a key, only the first is ours.
  return message && message({}, { locale: BASE_LOCALE }) === name ? message({}, { locale }) : name;
}

/** "Trending in {category}" as a pattern: the English message with its category caught. */
const TRENDING = new RegExp(
  `^${m
    .home_trending_in({ category: '\u0000' }, { locale: BASE_LOCALE })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0000', '(.+)')}$`,
);

/**
 * A custom section's heading in `locale`. The marketplace's own "Trending in Kurtas" (written by the seed, in
 * English, as the API keeps every title) names a category, so it reads in the page's language; any other title
 * is an editor's words, shown as written.
 */
export function sectionTitle(title: string, locale: Locale): string {
  const match = locale === BASE_LOCALE ? null : TRENDING.exec(title);
  if (!match) return title;
  const name = catalogName('category', match[1]!, locale);
  return name === match[1] ? title : m.home_trending_in({ category: name }, { locale });
}
