/**
 * The bag's outbox (docs/decisions/bag.md, "One outbox"): every change a shopper makes to the bag or the wishlist
 * is one entry, each with its own Idempotency-Key, sent in order once someone is signed in (a visitor's wait for
 * sign-in, which sends them as one merge); and the bag as shown is the server's last answer (none for a visitor)
 * with the entries laid over it. Every page's badge reads this; what only the outbox's
 * writers use (a change laid in, a confirmed write, the wishlist shown) is bag-changes.ts, so it loads with
 * them. Pure: the sender and the stores are src/stores/bag/.
 */
import type { CartLine } from '../../contract/reply-types.ts';
import type { BagLine } from './bag.ts';

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

/** The line an entry of a line means: by id, or, for a line kept when the entry was made, by its variant. */
export const isLineOf = (line: CartLine, entry: { lineId: string; variantId: string }) =>
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

/**
 * An add (or a move to the bag, or the sign-in merge) went out and has no answer yet: a cart read now may or may
 * not hold it, so it must not replace the last answer (the add would be laid over it twice). The sender reads the
 * cart back itself once the add is answered.
 */
export const addAwaitsAnswer = (outbox: readonly Entry[]): boolean =>
  outbox.some((e) => e.sent === true && (e.kind === 'add' || e.kind === 'move-to-bag' || e.kind === 'merge'));

/** The product as a line shows it, to be kept with an entry that makes the line again (sign-in's merge). */
export const shownOfLine = (line: CartLine): ShownLine => ({
  productName: line.Product.productName,
  productDesc: line.Product.productDesc,
  image: line.ProductVarient.VarientImgUrl[0] ?? null,
  price: line.Product.productSellingPrice,
  mrp: line.Product.productMRP,
  size: line.ProductVarient.VarientSize,
  color: line.ProductVarient.VarientColor,
  stock: line.ProductVarient.VarientQuantity,
});

/** A visitor's bag as lines: their entries (adds; a later quantity folds into them) laid over nothing. */
export const visitorLines = (outbox: readonly Entry[]): BagLine[] =>
  projectBag([], outbox).map((line) => ({
    id: line.id,
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    size: line.ProductVarient.VarientSize,
    color: line.ProductVarient.VarientColor,
    product: {
      productName: line.Product.productName,
      productDesc: line.Product.productDesc,
      productImgUrls: line.ProductVarient.VarientImgUrl,
      productSellingPrice: line.Product.productSellingPrice,
      productMRP: line.Product.productMRP,
    },
  }));
