/**
 * Seller HTML as the API serves it. Rows may have been written by any path (the seed, a seller tool, SQL by
 * hand), so the API sanitises seller HTML on every read that returns it, with the one allow-list in
 * src/lib/sanitize.ts: product descriptions (detail, cards, the build listing, store cards, bag, wishlist,
 * order lines) and the HTML about block (ABOUT2). The storefront renders what the API gives without
 * sanitising again.
 */
import { sanitizeHtml } from '../../src/lib/sanitize.ts';
import { setBounded } from '../bounded.ts';

/** Sanitising is pure, and one build reads the same description many times (related rows, store cards). */
const REMEMBERED = 5000;
const REMEMBER_UP_TO_CHARS = 8192;
const remembered = new Map<string, string>();

/** The stored HTML, sanitised: no scripts, event handlers or javascript: URLs ever leave the API. */
export function sellerHtml(stored: string): string {
  const known = remembered.get(stored);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(stored);
  if (stored.length <= REMEMBER_UP_TO_CHARS) {
    setBounded(remembered, stored, clean, REMEMBERED);
  }
  return clean;
}

/** About blocks as served: the ABOUT2 block's Description is HTML (the others are plain text). */
export function servedAboutBlocks(blocks: unknown[]): unknown[] {
  return blocks.map((block) => {
    const about = block as { TypeData?: unknown; Description?: unknown };
    return about.TypeData === 'ABOUT2' && typeof about.Description === 'string'
      ? { ...about, Description: sellerHtml(about.Description) }
      : block;
  });
}
