/**
 * Trending searches for the open, empty panel (search/trending: the most searched queries of the last days).
 * Asked once per page when the island mounts (it hydrates as the shopper reaches for the box); a failure only
 * leaves the section out, and is asked again on the next page.
 */
import { useEffect, useState } from 'react';
import { searchTrending } from '../../lib/api/search.ts';

let trending: Promise<string[]> | null = null;

export function useTrending(): string[] {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    trending ??= searchTrending().catch(() => {
      trending = null;
      return [];
    });
    void trending.then((terms) => live && setList(terms));
    return () => {
      live = false;
    };
  }, []);
  return list;
}
