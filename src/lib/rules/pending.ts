/**
 * Bag and wishlist changes made offline, kept to be sent once the connection is back (issue 25): what is
 * kept, and how a later change to the same thing replaces or cancels an earlier one, so what is sent ends
 * where the shopper left it.
 */
/** Where the kept changes are stored (localStorage). */
export const PENDING_KEY = 'vastra:pendingChanges';

export type PendingChange =
  | { kind: 'add-to-cart'; productId: string; variantId: string; quantity: number }
  | { kind: 'cart-quantity'; lineId: string; quantity: number }
  | { kind: 'cart-remove'; lineId: string }
  | { kind: 'move-to-bag'; productId: string; variantId: string }
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
