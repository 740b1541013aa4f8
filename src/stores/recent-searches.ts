/** Recent header searches, kept locally and synced across tabs; the list rules live in lib/rules/recent-searches. */
import { persistentAtom } from '@nanostores/persistent';
import { addRecentSearch, parseRecentSearches } from '../lib/rules/recent-searches.ts';

export const $recentSearches = persistentAtom<string[]>('vastra:recentSearches', [], {
  encode: JSON.stringify,
  decode: parseRecentSearches,
});

export const recentSearches = {
  add: (term: string) => $recentSearches.set(addRecentSearch($recentSearches.get(), term)),
  clear: () => $recentSearches.set([]),
};
