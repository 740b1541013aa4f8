/**
 * What the bag's outbox writers use (docs/decisions/bag.md, "One outbox"): a change laid into the outbox where
 * a later change makes an earlier one needless, the last answer after a confirmed write, the wishlist as the
 * drawer shows it, and a visitor's line at the live price. Apart from bag-outbox.ts (what every page's badge reads), so it
 * loads with the drawer and the sender only.
 */
import type { CartLine } from '../../contract/reply-types.ts';
import { isKeptLine, isLineOf, projectBag, type Change, type Entry } from './bag-outbox.ts';

type Adding = Extract<Entry, { kind: 'add' | 'move-to-bag' }>;
const adds = (e: Entry, variantId: string): e is Adding =>
  (e.kind === 'add' || e.kind === 'move-to-bag') && e.variantId === variantId;
const sameWish = (e: Entry, productId: string, variantId: string) =>
  e.kind === 'wishlist' && e.productId === productId && e.variantId === variantId;
/** The wishlist half of a move-to-bag whose add is dropped: the item still leaves the wishlist. */
const wishlistHalf = (e: Adding): Entry[] =>
  e.kind === 'move-to-bag'
    ? [{ kind: 'wishlist', productId: e.productId, variantId: e.variantId, on: false, key: e.wishlistKey }]
    : [];

/**
 * The outbox with `change` added under `key`, where a later change makes an earlier one needless:
 * - a line's quantity or removal replaces what was kept for that line, and the adds kept for its variant
 *   (the quantity the shopper saw counted them already; an absolute quantity after an add sent is right too);
 * - a line that exists only as kept adds, set again, becomes one add of the new quantity (none at 0); when
 *   one of them went out already, it stays, and the new quantity follows it as a set of that variant's line;
 * - a wishlist toggle back cancels the one kept (the server never saw either); a repeat is kept once.
 */
export function withChange(outbox: readonly Entry[], change: Change, key: string): Entry[] {
  const entry = { ...change, key } as Entry;
  if (change.kind === 'set' || change.kind === 'remove') {
    if (isKeptLine(change.lineId)) return withKeptAddSet(outbox, change, key);
    const rest = outbox.flatMap((e): Entry[] =>
      adds(e, change.variantId)
        ? wishlistHalf(e)
        : (e.kind === 'set' || e.kind === 'remove') && e.lineId === change.lineId
          ? []
          : [e],
    );
    return [...rest, entry];
  }
  if (change.kind === 'wishlist') {
    const earlier = outbox.findLast((e) => sameWish(e, change.productId, change.variantId));
    if (!earlier) return [...outbox, entry];
    if ((earlier as { on: boolean }).on === change.on) return [...outbox];
    // One that went out may be on the server: it is followed, not cancelled.
    return earlier.sent ? [...outbox, entry] : outbox.filter((e) => e !== earlier);
  }
  return [...outbox, entry];
}

function withKeptAddSet(
  outbox: readonly Entry[],
  change: Extract<Change, { kind: 'set' | 'remove' }>,
  key: string,
): Entry[] {
  if (outbox.some((e) => adds(e, change.variantId) && e.sent)) return afterSentAdd(outbox, change, key);
  const first = outbox.findIndex((e) => adds(e, change.variantId));
  if (first < 0) return [...outbox];
  const was = outbox[first] as Adding;
  const quantity = change.kind === 'set' ? change.quantity : 0;
  const replaced: Entry[] =
    quantity > 0
      ? [
          {
            kind: 'add',
            productId: was.productId,
            variantId: was.variantId,
            quantity,
            ...(was.shown ? { shown: was.shown } : {}),
            key,
          },
        ]
      : [];
  return outbox.flatMap((e, i) =>
    i === first ? [...wishlistHalf(was), ...replaced] : adds(e, change.variantId) ? wishlistHalf(e) : [e],
  );
}

/**
 * A kept line whose add went out (its answer may be lost): the add stays as sent, later adds and changes of
 * that line go, and the shopper's new quantity (or removal) follows as one entry for the variant's line,
 * whose id the sender finds in the bag the server answers (src/stores/bag/sender.ts).
 */
function afterSentAdd(
  outbox: readonly Entry[],
  change: Extract<Change, { kind: 'set' | 'remove' }>,
  key: string,
): Entry[] {
  const rest = outbox.flatMap((e): Entry[] =>
    adds(e, change.variantId) && !e.sent
      ? wishlistHalf(e)
      : (e.kind === 'set' || e.kind === 'remove') && e.lineId === change.lineId
        ? []
        : [e],
  );
  const follow: Entry =
    change.kind === 'set' && change.quantity > 0
      ? { ...change, key }
      : { kind: 'remove', lineId: change.lineId, variantId: change.variantId, key };
  return [...rest, follow];
}

/** The wishlist as shown: the server's items without those the outbox takes off it (moved to the bag, removed). */
export function projectWishlist<T extends { Product: { id: string }; ProductVarient: { id: string } }>(
  items: readonly T[],
  outbox: readonly Entry[],
): T[] {
  const leaving = (item: T) =>
    outbox.some(
      (e) =>
        (e.kind === 'move-to-bag' || (e.kind === 'wishlist' && !e.on)) &&
        e.productId === item.Product.id &&
        e.variantId === item.ProductVarient.id,
    );
  return items.filter((item) => !leaving(item));
}

/**
 * The server's last answer after a quantity or removal it has confirmed, so the line stays as sent while the
 * next entries go. Adds and merges are read back from the server instead (the new line's id is the server's).
 */
export function confirmed(cart: readonly CartLine[], entry: Entry): CartLine[] {
  if (entry.kind === 'set') return cart.map((l) => (isLineOf(l, entry) ? { ...l, quantity: entry.quantity } : l));
  if (entry.kind === 'remove') return cart.filter((l) => !isLineOf(l, entry));
  return projectBag(cart, [entry]);
}

/**
 * A visitor's kept adds of `variantId` at the live price and MRP the drawer found (the server's price wins; what
 * the shopper saw is only the look of a line not yet sent).
 */
export function repriced(outbox: readonly Entry[], variantId: string, price: number, mrp: number): Entry[] {
  return outbox.map((e) => (adds(e, variantId) && e.shown ? { ...e, shown: { ...e.shown, price, mrp } } : e));
}
