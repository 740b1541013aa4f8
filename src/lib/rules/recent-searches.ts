/**
 * Recent searches, kept locally (spec shopper-core §2 Search: "a recent-search row exists in the panel";
 * the list itself is ours): newest first, at most 8, no duplicates (case and spacing do not make a new one).
 */

export const MAX_RECENT_SEARCHES = 8;

/** What a search term is once spacing is tidied: trimmed, inner runs of spaces as one. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase('en-IN') === b.toLocaleLowerCase('en-IN');

/** Puts a term first (with the spelling just used), drops its older copy, keeps at most 8. Blank terms change nothing. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const term = normalizeSearch(text);
  if (!term) return [...list];
  return [term, ...list.filter((old) => !sameTerm(old, term))].slice(0, MAX_RECENT_SEARCHES);
}

/** Reads the stored list defensively: anything that is not a list of terms becomes an empty list. */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  // Rebuild from the oldest so the rules above (dedupe, cap) hold even for a hand-edited value.
  return value
    .filter((item): item is string => typeof item === 'string')
    .reverse()
    .reduce<string[]>((list, term) => addRecentSearch(list, term), []);
}

/** The trending terms not already among the recent ones (case and spacing aside): no term shows twice. */
export function trendingBesideRecent(trending: readonly string[], recent: readonly string[]): string[] {
  return trending.filter((term) => !recent.some((old) => sameTerm(normalizeSearch(old), normalizeSearch(term))));
}

/** What the live region reads when the open panel lists recent and trending searches. */
export function suggestionsAnnouncement(recent: number, trending: number): string {
  const parts = [
    ...(recent ? [`${recent} recent ${recent === 1 ? 'search' : 'searches'}`] : []),
    ...(trending ? [`${trending} trending ${trending === 1 ? 'search' : 'searches'}`] : []),
  ];
  return parts.join(', ');
}
