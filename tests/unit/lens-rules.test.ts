import { describe, expect, it } from 'vitest';
import {
  addToBagRoute,
  hasMedia,
  linkHref,
  postFromQuery,
  postsForTab,
  stepFor,
  tabFromQuery,
  videoPreload,
} from '../../src/lib/rules/lens.ts';
import { lensPath } from '../../src/lib/paths.ts';
import { highlightText } from '../../src/lib/rules/text.ts';

const video = { id: 'v', videoUrls: ['lens/clip-1.webm'], imageUrls: ['poster'] };
const image = { id: 'i', videoUrls: [], imageUrls: ['picture'] };

describe('Lens tabs', () => {
  it('All Lens shows every post; Video Lens only videos, in order', () => {
    const posts = [video, image, { ...video, id: 'v2' }];
    expect(postsForTab(posts, 'all').map((p) => p.id)).toEqual(['v', 'i', 'v2']);
    expect(postsForTab(posts, 'video').map((p) => p.id)).toEqual(['v', 'v2']);
  });
  it('reads the tab from the address, All Lens by default', () => {
    expect(tabFromQuery('?tab=video')).toBe('video');
    expect(tabFromQuery('?tab=other')).toBe('all');
    expect(tabFromQuery('')).toBe('all');
  });
  it('leaves out a post with neither video nor image', () => {
    expect(hasMedia({ videoUrls: [], imageUrls: [] })).toBe(false);
    expect(hasMedia(image)).toBe(true);
  });
});

describe('Lens videos', () => {
  it('only the post after the one on screen may read its metadata', () => {
    expect([0, 1, 2, 3].map((i) => videoPreload(i, 1))).toEqual(['none', 'none', 'metadata', 'none']);
  });
});

describe('Lens keys', () => {
  it('arrows and page keys move one post, within the list', () => {
    expect(stepFor('ArrowDown', 0, 3)).toBe(1);
    expect(stepFor('PageDown', 1, 3)).toBe(2);
    expect(stepFor('ArrowDown', 2, 3)).toBe(2);
    expect(stepFor('ArrowUp', 0, 3)).toBe(0);
    expect(stepFor('PageUp', 2, 3)).toBe(1);
    expect(stepFor('End', 0, 3)).toBe(2);
    expect(stepFor('Home', 2, 3)).toBe(0);
    expect(stepFor('a', 0, 3)).toBeNull();
    expect(stepFor('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('Lens words', () => {
  it('links only http(s) addresses', () => {
    const parts = highlightText('Love it #ethnic https://example.com/a?b=1 www.example.com javascript:alert(1)');
    expect(parts.filter((p) => p.kind === 'hashtag').map((p) => p.value)).toEqual(['#ethnic']);
    const links = parts.filter((p) => p.kind === 'link');
    expect(links.map(linkHref)).toEqual(['https://example.com/a?b=1', null]);
    expect(parts.some((p) => p.value.includes('javascript:') && p.kind === 'link')).toBe(false);
  });
});

describe('Lens Add to bag', () => {
  it('one option goes to the bag, several to a choice', () => {
    expect(addToBagRoute(1)).toBe('bag');
    expect(addToBagRoute(2)).toBe('choose');
  });
});

describe("a Lens post's address", () => {
  it('puts the open post in the query, beside the tab, and reads it back', () => {
    expect(lensPath()).toBe('/lens');
    expect(lensPath({ tab: 'all' })).toBe('/lens');
    expect(lensPath({ tab: 'video' })).toBe('/lens?tab=video');
    expect(lensPath({ post: 'p-1' })).toBe('/lens?post=p-1');
    expect(lensPath({ tab: 'video', post: 'a b&c' })).toBe('/lens?tab=video&post=a+b%26c');
    expect(postFromQuery('?tab=video&post=a+b%26c')).toBe('a b&c');
    expect(postFromQuery('?post=')).toBeNull();
    expect(postFromQuery('')).toBeNull();
  });
});
