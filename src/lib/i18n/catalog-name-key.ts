/**
 * A catalog name's message key, and its lookup in words an island already holds. Pure, and free of the `m`
 * dispatcher, so islands may import it (catalog-names.ts is the server side: docs/decisions/i18n.md).
 */
export type CatalogNameKind = 'category' | 'colour' | 'material' | 'size';

/** "Fashion & Accessories" -> "category_fashion_and_accessories"; "0-6M" -> "size_0_6m". */
export const catalogNameKey = (kind: CatalogNameKind, name: string): string =>
  `${kind}_${name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

type NameWords = Readonly<Record<string, unknown>>;

/**
 * `name` as `words` say it: the message `colour_<slug>` when the words hold one, else the name as it came. The
 * words are an island's (src/islands/shared/words/CatalogNames.<locale>.ts, which is empty in English, so an
 * English page shows every name exactly as the catalog has it).
 */
export function catalogNameIn(words: NameWords, kind: CatalogNameKind, name: string): string {
  const message = words[catalogNameKey(kind, name)];
  return typeof message === 'function' ? String((message as (inputs: object) => unknown)({})) : name;
}
