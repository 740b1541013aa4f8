/**
 * Colour and size names as the page's language says them, inside an island (or a shared component in the
 * page's words). The island's words module re-exports CatalogNames (src/islands/shared/words/CatalogNames.*),
 * looked up by the name's key; English pages show every name exactly as the catalog has it.
 */
import { BASE_LOCALE } from '../../lib/i18n/locales.ts';
import { catalogNameIn, type CatalogNameKind } from '../../lib/i18n/catalog-name-key.ts';
import { useLocale, useWords } from './words.tsx';

export function useCatalogName(): (kind: CatalogNameKind, name: string) => string {
  const words = useWords<Record<string, unknown>>();
  const locale = useLocale();
  return (kind, name) => (locale === BASE_LOCALE ? name : catalogNameIn(words, kind, name));
}
