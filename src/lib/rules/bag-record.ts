/**
 * The bag's one persisted record (docs/decisions/bag.md, "Storage"): the outbox, the signed-in shopper's cart as
 * the server last answered it, and the shopper they belong to (a visitor's outbox is their bag until sign-in).
 * Reading it back keeps what can be read and counts what was dropped; older records (version 2's visitor lines,
 * and before it five keys) are read once into it.
 */
import type { CartLine } from '../../contract/reply-types.ts';
import type { BagLine } from './bag.ts';
import { projectBag, shownOfLine, type Change, type Entry, type ShownLine } from './bag-outbox.ts';

import { BAG_KEY, OLD_KEYS, VISITOR } from './bag-keys.ts';

export { BAG_KEY, OLD_KEYS, VISITOR };
export const RECORD_VERSION = 3;
/** The record before a visitor's taps were entries: their bag was `lines`. */
const LINES_VERSION = 2;

export type BagRecord = {
  version: typeof RECORD_VERSION;
  /** Whose cart and outbox these are: the token subject, or VISITOR. */
  owner: string;
  /** The signed-in shopper's cart as the server last answered it; null before the first answer (and a visitor's). */
  cart: CartLine[] | null;
  /** Every change not yet in the server's answer; a visitor's are all of their bag. */
  outbox: Entry[];
  /**
   * A visitor's outbox found while a shopper is signed in who did not sign in on this page (another tab, or an
   * older device's record): kept, unsent, for after sign-out, rather than joining that account.
   */
  visitorOutbox?: Entry[];
};

/** What reading a stored record gives: the record, and how many entries or lines could not be read. */
export type ReadRecord = { record: BagRecord; dropped: number };

export const emptyRecord = (owner = VISITOR): BagRecord => ({ version: RECORD_VERSION, owner, cart: null, outbox: [] });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function readShown(value: unknown): ShownLine | undefined {
  if (!isObject(value) || typeof value.productName !== 'string' || typeof value.price !== 'number') return undefined;
  return value as ShownLine;
}

const withShown = <T extends object>(change: T, shown: ShownLine | undefined): T =>
  shown ? { ...change, shown } : change;

/** One change as stored, checked field by field; null when it cannot be sent as it was made. */
function readChange(value: Record<string, unknown>): Change | null {
  const { productId, variantId, lineId, quantity } = value;
  switch (value.kind) {
    case 'add':
    case 'add-to-cart':
      return isText(productId) && isText(variantId) && isCount(quantity) && quantity > 0
        ? withShown<Change>({ kind: 'add', productId, variantId, quantity }, readShown(value.shown))
        : null;
    case 'set':
    case 'cart-quantity':
      return isText(lineId) && isCount(quantity) && quantity > 0
        ? { kind: 'set', lineId, variantId: isText(variantId) ? variantId : '', quantity }
        : null;
    case 'remove':
    case 'cart-remove':
      return isText(lineId) ? { kind: 'remove', lineId, variantId: isText(variantId) ? variantId : '' } : null;
    case 'wishlist':
      return isText(productId) && isText(variantId) && typeof value.on === 'boolean'
        ? { kind: 'wishlist', productId, variantId, on: value.on }
        : null;
    case 'move-to-bag':
      return isText(productId) && isText(variantId)
        ? withShown<Change>(
            {
              kind: 'move-to-bag',
              productId,
              variantId,
              wishlistKey: isText(value.wishlistKey) ? value.wishlistKey : '',
            },
            readShown(value.shown),
          )
        : null;
    case 'merge':
      return Array.isArray(value.lines)
        ? {
            kind: 'merge',
            lines: value.lines.filter(
              (l): l is { productId: string; variantId: string; quantity: number } =>
                isObject(l) && isText(l.productId) && isText(l.variantId) && isCount(l.quantity) && l.quantity > 0,
            ),
          }
        : null;
    default:
      return null;
  }
}

/**
 * The outbox as stored: each entry that can be read, keeping its key (an entry written before keys, by the
 * older queue, gets one now: it was never sent with one). Entries that cannot be read are counted.
 */
export function readOutbox(value: unknown, newKey: () => string): { outbox: Entry[]; dropped: number } {
  if (!Array.isArray(value)) return { outbox: [], dropped: value === undefined || value === null ? 0 : 1 };
  const outbox: Entry[] = [];
  for (const item of value) {
    const change = isObject(item) ? readChange(item) : null;
    if (!change) continue;
    const key = isText((item as Entry).key) ? (item as Entry).key : newKey();
    if (change.kind === 'move-to-bag' && !change.wishlistKey) change.wishlistKey = newKey();
    outbox.push({ ...change, key, ...((item as Entry).sent === true ? { sent: true } : {}) } as Entry);
  }
  return { outbox, dropped: value.length - outbox.length };
}

/** A visitor's lines as stored: each with an id, a variant and a whole quantity above 0. */
export function readLines(value: unknown): { lines: BagLine[]; dropped: number } {
  if (!Array.isArray(value)) return { lines: [], dropped: 0 };
  const lines = value.filter(
    (l): l is BagLine =>
      isObject(l) &&
      isText(l.id) &&
      isText(l.variantId) &&
      isCount(l.quantity) &&
      l.quantity > 0 &&
      isObject(l.product),
  );
  return { lines, dropped: value.length - lines.length };
}

const readCart = (value: unknown): CartLine[] | null =>
  Array.isArray(value) ? value.filter((l): l is CartLine => isObject(l) && isText(l.id) && isCount(l.quantity)) : null;

function parse(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return Symbol.for('unreadable');
  }
}

/** Version 2's visitor lines, as the adds a visitor's outbox now keeps (the line's look kept with each). */
function linesAsAdds(lines: BagLine[], newKey: () => string): Entry[] {
  // Read field by field: a line kept by an older version may lack any of them.
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const amount = (value: unknown) => (typeof value === 'number' ? value : 0);
  return lines.map((l) => ({
    kind: 'add',
    productId: l.productId,
    variantId: l.variantId,
    quantity: l.quantity,
    shown: {
      productName: text(l.product.productName),
      productDesc: text(l.product.productDesc),
      image: Array.isArray(l.product.productImgUrls) ? (l.product.productImgUrls[0] ?? null) : null,
      price: amount(l.product.productSellingPrice),
      mrp: amount(l.product.productMRP),
      size: text(l.size),
      color: text(l.color),
      // A visitor's line kept no stock: the drawer's live check bounds the stepper.
      stock: Number.MAX_SAFE_INTEGER,
    },
    key: newKey(),
  }));
}

/** A record with a visitor's entries kept aside, when there are any. */
const withVisitorOutbox = (record: BagRecord, visitor: Entry[]): BagRecord =>
  visitor.length ? { ...record, visitorOutbox: visitor } : record;

/**
 * The record from what is stored under BAG_KEY and, for an older device, the older keys: a current record as
 * it is; version 2's visitor lines as a visitor's adds (kept aside in a shopper's record); the older visitor array
 * and queue moved in (the queue belonged to whoever is signed in now, the older device kept no owner, so it is
 * theirs; the array stays a visitor's). Anything unreadable is dropped and counted.
 */
export function readRecord(
  raw: string | null | undefined,
  old: Partial<Record<(typeof OLD_KEYS)[number], string | null>>,
  signedInAs: string,
  newKey: () => string,
): ReadRecord {
  const value = parse(raw);
  if (isObject(value) && (value.version === RECORD_VERSION || value.version === LINES_VERSION)) {
    const owner = isText(value.owner) ? value.owner : VISITOR;
    const lines = readLines(value.lines);
    const outbox = readOutbox(value.outbox, newKey);
    const aside = readOutbox(value.visitorOutbox, newKey);
    const visitor = [...aside.outbox, ...linesAsAdds(lines.lines, newKey)];
    const record: BagRecord = { version: RECORD_VERSION, owner, cart: readCart(value.cart), outbox: outbox.outbox };
    return {
      record:
        owner === VISITOR ? { ...record, outbox: [...outbox.outbox, ...visitor] } : withVisitorOutbox(record, visitor),
      dropped: lines.dropped + outbox.dropped + aside.dropped,
    };
  }
  const unreadable = value !== undefined && !Array.isArray(value) ? 1 : 0;
  const lines = readLines(value);
  const visitor = linesAsAdds(lines.lines, newKey);
  const pending = parse(old['vastra:pendingChanges']);
  const outbox = signedInAs === VISITOR ? { outbox: [], dropped: 0 } : readOutbox(pending, newKey);
  const cart = signedInAs === VISITOR ? null : readCart(parse(old['vastra:lastCart']));
  const record: BagRecord = { version: RECORD_VERSION, owner: signedInAs, cart, outbox: outbox.outbox };
  return {
    record: signedInAs === VISITOR ? { ...record, outbox: visitor } : withVisitorOutbox(record, visitor),
    dropped: unreadable + lines.dropped + outbox.dropped,
  };
}

/**
 * A visitor's entries as one merge (POST userCart/merge) of the bag they make, under the first entry's key (made
 * again from the same entries, it is the same write, applied once).
 */
function mergeOf(visitor: readonly Entry[]): Entry[] {
  const lines = projectBag([], visitor);
  if (!lines.length) return [];
  return [
    {
      kind: 'merge',
      key: visitor[0]!.key,
      lines: lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
        shown: shownOfLine(l),
      })),
    },
  ];
}

/** Sign-in, the first drain of a visitor's outbox: their bag becomes the new shopper's first entry, one merge. */
export const signedInRecord = (record: BagRecord, shopper: string): BagRecord => ({
  ...emptyRecord(shopper),
  outbox: mergeOf(record.outbox),
});

/**
 * The record as `shopper` may use it. Their own as it is; a visitor's, for a shopper who signed in elsewhere
 * (another tab), keeps its entries aside, unsent, for after sign-out, and starts an empty cart (signing in on
 * this page is `signedInRecord`); another shopper's cart and outbox are never theirs: dropped, and `dropped`
 * counts the entries that will not be sent.
 */
export function recordFor(record: BagRecord, shopper: string): { record: BagRecord; dropped: number } {
  if (record.owner === shopper) return { record, dropped: 0 };
  if (record.owner === VISITOR) return { record: withVisitorOutbox(emptyRecord(shopper), record.outbox), dropped: 0 };
  const dropped = record.outbox.length;
  if (shopper === VISITOR) return { record: { ...emptyRecord(), outbox: record.visitorOutbox ?? [] }, dropped };
  return { record: emptyRecord(shopper), dropped };
}
