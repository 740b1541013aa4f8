/**
 * The products and stores a shopper opened, kept on the device for the offline page
 * (docs/decisions/offline.md#offline-money-is-labelled, "Recently viewed").
 * Newest first, one entry per product or store, at most 20. A price kept here is a last known price: it is
 * never shown without saying so and when it was seen.
 */
import { formatRupees } from './price.ts';
import { formatDate } from './text.ts';

export const MAX_RECENTLY_VIEWED = 20;

export type ViewedKind = 'product' | 'store';
export type Viewed = {
  kind: ViewedKind;
  id: string;
  name: string;
  /** The page's own path on this site. */
  url: string;
  /** An image URL to show beside it (a product's first picture, a store's logo), if any. */
  image: string | null;
  /** Rupees as the page last showed it (products only). */
  price: number | null;
  /** When it was seen online, in ms since the epoch. */
  seenAt: number;
};

const sameEntry = (a: Viewed, b: Pick<Viewed, 'kind' | 'id'>) => a.kind === b.kind && a.id === b.id;

/** Puts an entry first, drops its older copy, keeps at most 20. */
export function addViewed(list: readonly Viewed[], entry: Viewed): Viewed[] {
  return [entry, ...list.filter((old) => !sameEntry(old, entry))].slice(0, MAX_RECENTLY_VIEWED);
}

/** Updates the price of an entry already kept (the live check answered), leaving the rest as it was. */
export function updateViewedPrice(list: readonly Viewed[], id: string, price: number, seenAt: number): Viewed[] {
  return list.map((entry) => (entry.kind === 'product' && entry.id === id ? { ...entry, price, seenAt } : entry));
}

function isViewed(value: unknown): value is Viewed {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (v.kind === 'product' || v.kind === 'store') &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.url === 'string' &&
    // Only a path of this site: the list is shown as links.
    v.url.startsWith('/') &&
    !v.url.startsWith('//') &&
    (v.image === null || typeof v.image === 'string') &&
    (v.price === null || (typeof v.price === 'number' && Number.isFinite(v.price) && v.price >= 0)) &&
    typeof v.seenAt === 'number' &&
    Number.isFinite(v.seenAt)
  );
}

/** Reads the stored list defensively: entries that are not well formed are dropped; the rules above still hold. */
export function parseRecentlyViewed(raw: string | null | undefined): Viewed[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isViewed)
    .reverse()
    .reduce<Viewed[]>((list, entry) => addViewed(list, entry), []);
}

/** "seen Nov 27, 2026": the house date (India time), as orders and reviews show it. */
export function seenLabel(seenAt: number): string {
  return `seen ${formatDate(seenAt)}`;
}

/** "Last known price ₹1,299 · seen 27 Nov": how a kept price is always shown. */
export function lastKnownPriceLabel(price: number, seenAt: number | null): string {
  const label = `Last known price ${formatRupees(price)}`;
  return seenAt === null ? label : `${label} · ${seenLabel(seenAt)}`;
}
