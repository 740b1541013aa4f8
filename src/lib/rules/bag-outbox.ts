/**
 * The bag's outbox (docs/decisions/bag.md, "One outbox"): every change a signed-in shopper makes to the bag or
 * the wishlist is one entry, sent in order, each with its own Idempotency-Key; and the bag as shown is the
 * server's last answer with the entries laid over it. Pure: the sender and the stores are src/stores/bag/.
 */
import type { CartLine } from '../../contract/reply-types.ts';

/**
 * What the drawer shows for a line added offline until the server has it: the product as the shopper saw it
 * when adding. Display only: the server prices every line when it arrives.
 */
export type ShownLine = {
  productName: string;
  productDesc: string;
  image: string | null;
  price: number;
  mrp: number;
  size: string;
  color: string;
  stock: number;
};

export type MergeLine = { productId: string; variantId: string; quantity: number; shown?: ShownLine };

/** One change, as the shopper made it. Quantities set are absolute; adds add up, as on the server. */
export type Change =
  | { kind: 'add'; productId: string; variantId: string; quantity: number; shown?: ShownLine }
  | { kind: 'set'; lineId: string; variantId: string; quantity: number }
  | { kind: 'remove'; lineId: string; variantId: string }
  | { kind: 'wishlist'; productId: string; variantId: string; on: boolean }
  /** Add at 1, then off the wishlist: the second write has its own key (`wishlistKey`). */
  | { kind: 'move-to-bag'; productId: string; variantId: string; wishlistKey: string; shown?: ShownLine }
  /** A visitor's bag pushed into the account at sign-in (POST userCart/merge). */
  | { kind: 'merge'; lines: MergeLine[] };

/**
 * A change with the Idempotency-Key it is sent with, every time. `sent`: it went out at least once, so the
 * server may have it even without an answer; such an entry is never rewritten or cancelled, only followed.
 */
export type Entry = Change & { key: string; sent?: true };

/** The id of a line that exists only as entries not sent yet. */
export const KEPT_LINE_PREFIX = 'kept:';
export const keptLineId = (variantId: string) => `${KEPT_LINE_PREFIX}${variantId}`;
export const isKeptLine = (id: string) => id.startsWith(KEPT_LINE_PREFIX);

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

/** The line an entry of a line means: by id, or, for a line kept when the entry was made, by its variant. */
const isLineOf = (line: CartLine, entry: { lineId: string; variantId: string }) =>
  line.id === entry.lineId || (isKeptLine(entry.lineId) && line.variantId === entry.variantId);

function lineFrom(productId: string, variantId: string, quantity: number, shown: ShownLine): CartLine {
  return {
    id: keptLineId(variantId),
    productId,
    variantId,
    quantity,
    addedPrice: shown.price,
    Product: {
      SellerUserId: '',
      storeName: '',
      productName: shown.productName,
      productDesc: shown.productDesc,
      productSellingPrice: shown.price,
      productMRP: shown.mrp,
    },
    ProductVarient: {
      VarientImgUrl: shown.image ? [shown.image] : [],
      VarientColor: shown.color,
      VarientSize: shown.size,
      VarientPrice: shown.price,
      VarientMrp: shown.mrp,
      VarientQuantity: shown.stock,
    },
  };
}

function added(shown: CartLine[], productId: string, variantId: string, quantity: number, look?: ShownLine) {
  const at = shown.findIndex((l) => l.variantId === variantId);
  if (at >= 0) shown[at] = { ...shown[at]!, quantity: shown[at]!.quantity + quantity };
  else if (look) shown.push(lineFrom(productId, variantId, quantity, look));
}

/**
 * The bag as shown: the server's last answer with the entries laid over it, in order. Adds make a line of
 * their own from what the shopper saw when the variant is not in the bag yet (its id marks it kept).
 */
export function projectBag(cart: readonly CartLine[], outbox: readonly Entry[]): CartLine[] {
  let shown = [...cart];
  for (const entry of outbox) {
    if (entry.kind === 'set') shown = shown.map((l) => (isLineOf(l, entry) ? { ...l, quantity: entry.quantity } : l));
    else if (entry.kind === 'remove') shown = shown.filter((l) => !isLineOf(l, entry));
    else if (entry.kind === 'add') added(shown, entry.productId, entry.variantId, entry.quantity, entry.shown);
    else if (entry.kind === 'move-to-bag') added(shown, entry.productId, entry.variantId, 1, entry.shown);
    else if (entry.kind === 'merge')
      for (const line of entry.lines) added(shown, line.productId, line.variantId, line.quantity, line.shown);
  }
  return shown;
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
