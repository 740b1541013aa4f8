/**
 * The signed-in shopper's bag as they left it: the cart last read from the server with the
 * changes kept offline laid over it, so the drawer and the badge change at once, before anything is sent.
 * Quantities and removals are absolute; adds add up on a line of the same variant, as on the server, or make
 * a line of their own from what the shopper saw (its id marks it as not on the server yet).
 */
import type { CartLine } from '../../contract/reply-types.ts';
import type { PendingChange, ShownLine } from './pending.ts';

/** The id of a line that exists only as adds kept offline. */
export const KEPT_LINE_PREFIX = 'kept:';
export const keptLineId = (variantId: string) => `${KEPT_LINE_PREFIX}${variantId}`;
export const isKeptLine = (id: string) => id.startsWith(KEPT_LINE_PREFIX);

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

export function bagAsLeft(lines: readonly CartLine[], kept: readonly PendingChange[]): CartLine[] {
  let shown = [...lines];
  for (const change of kept) {
    if (change.kind === 'cart-quantity')
      shown = shown.map((l) => (l.id === change.lineId ? { ...l, quantity: change.quantity } : l));
    else if (change.kind === 'cart-remove') shown = shown.filter((l) => l.id !== change.lineId);
    else if (change.kind === 'add-to-cart' || change.kind === 'move-to-bag') {
      const quantity = change.kind === 'add-to-cart' ? change.quantity : 1;
      const at = shown.findIndex((l) => l.variantId === change.variantId);
      if (at >= 0) shown[at] = { ...shown[at]!, quantity: shown[at]!.quantity + quantity };
      else if (change.shown) shown.push(lineFrom(change.productId, change.variantId, quantity, change.shown));
    }
  }
  return shown;
}
