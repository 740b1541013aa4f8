/**
 * The bag's one persisted record (docs/decisions/bag.md, "Storage"): a visitor's lines, the signed-in shopper's
 * cart as the server last answered it, and the outbox, with the shopper they belong to. Reading it back keeps
 * what can be read and counts what was dropped; an older device's five keys are read once into it.
 */
import type { CartLine } from '../../contract/reply-types.ts';
import type { BagLine } from './bag.ts';
import type { Change, Entry, ShownLine } from './bag-outbox.ts';

import { BAG_KEY, OLD_KEYS, VISITOR } from './bag-keys.ts';

export { BAG_KEY, OLD_KEYS, VISITOR };
export const RECORD_VERSION = 2;

export type BagRecord = {
  version: typeof RECORD_VERSION;
  /** Whose cart and outbox these are: the token subject, or VISITOR. */
  owner: string;
  /** A visitor's bag: the device is its home until sign-in merges it. */
  lines: BagLine[];
  /** The signed-in shopper's cart as the server last answered it; null before the first answer. */
  cart: CartLine[] | null;
  outbox: Entry[];
};

/** What reading a stored record gives: the record, and how many entries or lines could not be read. */
export type ReadRecord = { record: BagRecord; dropped: number };

export const emptyRecord = (owner = VISITOR): BagRecord => ({
  version: RECORD_VERSION,
  owner,
  lines: [],
  cart: null,
  outbox: [],
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function readShown(value: unknown): ShownLine | undefined {
  if (!isObject(value) || !isText(value.productName) || typeof value.price !== 'number') return undefined;
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

/**
 * The record from what is stored under BAG_KEY and, for an older device, the older keys: a current record as
 * it is; the older visitor array and queue moved in (the queue belonged to whoever is signed in now, the older
 * device kept no owner, so it is theirs; a visitor's array found while signed in stays a visitor's). Anything
 * unreadable is dropped and counted.
 */
export function readRecord(
  raw: string | null | undefined,
  old: Partial<Record<(typeof OLD_KEYS)[number], string | null>>,
  signedInAs: string,
  newKey: () => string,
): ReadRecord {
  const value = parse(raw);
  if (isObject(value) && value.version === RECORD_VERSION) {
    const lines = readLines(value.lines);
    const outbox = readOutbox(value.outbox, newKey);
    return {
      record: {
        version: RECORD_VERSION,
        owner: isText(value.owner) ? value.owner : VISITOR,
        lines: lines.lines,
        cart: readCart(value.cart),
        outbox: outbox.outbox,
      },
      dropped: lines.dropped + outbox.dropped,
    };
  }
  const unreadable = value !== undefined && !Array.isArray(value) ? 1 : 0;
  const lines = readLines(value);
  const pending = parse(old['vastra:pendingChanges']);
  const outbox = signedInAs === VISITOR ? { outbox: [], dropped: 0 } : readOutbox(pending, newKey);
  const cart = signedInAs === VISITOR ? null : readCart(parse(old['vastra:lastCart']));
  return {
    record: { version: RECORD_VERSION, owner: signedInAs, lines: lines.lines, cart, outbox: outbox.outbox },
    dropped: unreadable + lines.dropped + outbox.dropped,
  };
}

/**
 * The record as `shopper` may use it. Their own as it is; a visitor's, for a shopper who signed in elsewhere
 * (another tab), keeps its lines for after sign-out and starts an empty cart; another shopper's cart and
 * outbox are never theirs: dropped, and `dropped` counts the entries that will not be sent.
 */
export function recordFor(record: BagRecord, shopper: string): { record: BagRecord; dropped: number } {
  if (record.owner === shopper) return { record, dropped: 0 };
  const lines = record.owner === VISITOR || shopper === VISITOR ? record.lines : [];
  return { record: { ...emptyRecord(shopper), lines }, dropped: record.owner === VISITOR ? 0 : record.outbox.length };
}
