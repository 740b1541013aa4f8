/**
 * The prebuilt product pages read their details a page at a time (src/build/catalog.ts): each path knows where
 * its page starts and where the next one does, so the next read can start while this page's products render.
 */
import { describe, expect, it } from 'vitest';
import { withDetailPages } from '../../src/build/catalog.ts';

const ids = (...names: string[]) => names.map((id) => ({ id }));

describe('pages of details for the prebuilt products', () => {
  it('start after the last product of the page before, and name where the next one starts', () => {
    expect(withDetailPages(ids('a', 'b', 'c', 'd', 'e'), 2)).toEqual([
      { id: 'a', after: null, next: 'b' },
      { id: 'b', after: null, next: 'b' },
      { id: 'c', after: 'b', next: 'd' },
      { id: 'd', after: 'b', next: 'd' },
      { id: 'e', after: 'd', next: null },
    ]);
  });

  it('name no next page after a last page that is full', () => {
    expect(withDetailPages(ids('a', 'b', 'c', 'd'), 2).map((path) => path.next)).toEqual(['b', 'b', null, null]);
  });

  it('read 500 at a time by default, one page for a catalog of 500', () => {
    const paths = withDetailPages(Array.from({ length: 501 }, (_, i) => ({ id: `p${i}` })));
    expect(paths[0]).toEqual({ id: 'p0', after: null, next: 'p499' });
    expect(paths[499]).toEqual({ id: 'p499', after: null, next: 'p499' });
    expect(paths[500]).toEqual({ id: 'p500', after: 'p499', next: null });
    expect(withDetailPages(paths.slice(0, 500)).every((path) => path.next === null)).toBe(true);
  });
});
