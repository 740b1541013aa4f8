/**
 * Lens feed rules (stores-and-social §2.6): the two tabs, which posts each shows, which video may load what,
 * the keyboard's one-post steps and which highlighted words become links. Pure: the carousel wires them up.
 */
import type { TextPart } from './text.ts';

export const LENS_TABS = [
  { id: 'all', label: 'All Lens' },
  { id: 'video', label: 'Video Lens' },
] as const;
export type LensTab = (typeof LENS_TABS)[number]['id'];

/** The tab in the address (?tab=video); anything else is All Lens. */
export function tabFromQuery(search: string): LensTab {
  return new URLSearchParams(search).get('tab') === 'video' ? 'video' : 'all';
}

/** The open post in the address (?post=<id>), or null. */
export function postFromQuery(search: string): string | null {
  return new URLSearchParams(search).get('post') || null;
}

type MediaPost = { videoUrls: string[]; imageUrls: string[] };

export const isVideoPost = (post: MediaPost) => post.videoUrls.length > 0;

/** All Lens shows every post; Video Lens only the video posts, in the same order. */
export function postsForTab<T extends MediaPost>(posts: T[], tab: LensTab): T[] {
  return tab === 'video' ? posts.filter(isVideoPost) : posts;
}

/** A post the feed can show: a video, or at least one image. */
export const hasMedia = (post: MediaPost) => post.videoUrls.length > 0 || post.imageUrls.length > 0;

/** Videos preload nothing except the post after the one on screen, which may read its metadata. */
export function videoPreload(index: number, activeIndex: number): 'metadata' | 'none' {
  return index === activeIndex + 1 ? 'metadata' : 'none';
}

/** The part of a post that must be on screen for its video to play (IntersectionObserver threshold). */
export const PLAY_THRESHOLD = 0.6;

/** Keys that move one post: ArrowDown and PageDown forward, ArrowUp and PageUp back; Home and End to the ends. */
export function stepFor(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const target =
    key === 'ArrowDown' || key === 'PageDown'
      ? index + 1
      : key === 'ArrowUp' || key === 'PageUp'
        ? index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  if (target === null) return null;
  return Math.min(count - 1, Math.max(0, target));
}

/** Only http(s) addresses become links; a "www." word stays highlighted text (its scheme is a guess). */
export function linkHref(part: TextPart): string | null {
  if (part.kind !== 'link' || !/^https?:\/\//i.test(part.value)) return null;
  try {
    const url = new URL(part.value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The product card's "Add to bag": one buyable option goes straight to the bag, several need a choice (quick view). */
export function addToBagRoute(optionCount: number): 'bag' | 'choose' {
  return optionCount === 1 ? 'bag' : 'choose';
}
