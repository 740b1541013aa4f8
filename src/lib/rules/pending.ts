/**
 * Bag and wishlist changes made offline, kept to be sent once the connection is back: what is
 * kept, and how a later change to the same thing replaces or cancels an earlier one, so what is sent ends
 * where the shopper left it.
 */
/**
 * What the bag drawer shows for a line added offline until the server has it: the product as
 * the shopper saw it when adding. Display only: the server prices every line when it arrives.
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

export type PendingChange =
  | { kind: 'add-to-cart'; productId: string; variantId: string; quantity: number; shown?: ShownLine }
  | { kind: 'cart-quantity'; lineId: string; quantity: number }
  | { kind: 'cart-remove'; lineId: string }
  | { kind: 'move-to-bag'; productId: string; variantId: string; shown?: ShownLine }
  | { kind: 'wishlist'; productId: string; variantId: string; on: boolean };

const sameLine = (a: PendingChange, lineId: string) =>
  (a.kind === 'cart-quantity' || a.kind === 'cart-remove') && a.lineId === lineId;
const sameWish = (a: PendingChange, productId: string, variantId: string) =>
  a.kind === 'wishlist' && a.productId === productId && a.variantId === variantId;

/**
 * The kept changes with `change` added. A line's new quantity or its removal replaces what was kept for that
 * line; a wishlist toggle back cancels the one kept (the server never saw either) and a repeat is kept once.
 * Adds to the bag add up, as they do on the server.
 */
export function withChange(kept: readonly PendingChange[], change: PendingChange): PendingChange[] {
  if (change.kind === 'cart-quantity' || change.kind === 'cart-remove')
    return [...kept.filter((c) => !sameLine(c, change.lineId)), change];
  if (change.kind === 'wishlist') {
    const earlier = kept.find((c) => sameWish(c, change.productId, change.variantId));
    if (!earlier) return [...kept, change];
    return (earlier as { on: boolean }).on === change.on ? [...kept] : kept.filter((c) => c !== earlier);
  }
  return [...kept, change];
}

const addsTo = (c: PendingChange, variantId: string) =>
  (c.kind === 'add-to-cart' || c.kind === 'move-to-bag') && c.variantId === variantId;

/**
 * A line's quantity set (or the line removed) offline, where the quantity the shopper saw already counted the
 * adds kept for that variant: those adds are dropped (the new quantity says it all) and a move-to-bag keeps only
 * its wishlist half. `quantity` 0 removes.
 */
export function withLineSet(
  kept: readonly PendingChange[],
  variantId: string,
  change: Extract<PendingChange, { kind: 'cart-quantity' | 'cart-remove' }>,
): PendingChange[] {
  const rest = kept.flatMap((c): PendingChange[] =>
    !addsTo(c, variantId)
      ? [c]
      : c.kind === 'move-to-bag'
        ? [{ kind: 'wishlist', productId: c.productId, variantId: c.variantId, on: false }]
        : [],
  );
  return withChange(rest, change);
}

/**
 * A line that exists only as kept adds (never on the server yet) set to a new quantity offline: one add of that
 * quantity in the place of the first, or none at 0.
 */
export function withKeptAddSet(kept: readonly PendingChange[], variantId: string, quantity: number): PendingChange[] {
  const first = kept.findIndex((c) => addsTo(c, variantId));
  if (first < 0) return [...kept];
  const was = kept[first] as Extract<PendingChange, { kind: 'add-to-cart' | 'move-to-bag' }>;
  const replaced: PendingChange[] =
    quantity > 0
      ? [
          {
            kind: 'add-to-cart',
            productId: was.productId,
            variantId,
            quantity,
            ...(was.shown ? { shown: was.shown } : {}),
          },
        ]
      : [];
  const wishHalf: PendingChange[] =
    was.kind === 'move-to-bag' ? [{ kind: 'wishlist', productId: was.productId, variantId, on: false }] : [];
  return kept.flatMap((c, i) => (i === first ? [...wishHalf, ...replaced] : addsTo(c, variantId) ? [] : [c]));
}

/** Reads the kept list back from storage: anything unreadable is dropped. */
export function decodePending(raw: string): PendingChange[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter(
          (c): c is PendingChange =>
            typeof c === 'object' && c !== null && typeof (c as { kind?: unknown }).kind === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Two kept changes are the same change (to take the one sent off the list, wherever it now is). */
export const sameChange = (a: PendingChange, b: PendingChange) => JSON.stringify(a) === JSON.stringify(b);
