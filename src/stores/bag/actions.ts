/**
 * What the shopper does to the bag and the wishlist, once for every island (buy boxes, the drawer, checkout):
 * checks first (stock, the limit of 5), then the change goes in the outbox: a signed-in shopper's is sent, a
 * visitor's is kept on the device until sign-in. Add To Bag opens the My Cart drawer on success (stores-and-social §4).
 */
import type { Product, WishlistItem } from '../../lib/api/types.ts';
import { bagLineWarning, checkAddToBag, type SelectedVariant } from '../../lib/rules/variants.ts';
import { CART_DRAWER, type BagLine } from '../../lib/rules/bag.ts';
import { repriced, withChange } from '../../lib/rules/bag-changes.ts';
import { lineStep } from '../../lib/rules/cart.ts';
import type { CartLine } from '../../lib/api/types.ts';
import type { ShownLine } from '../../lib/rules/bag-outbox.ts';
import { $bagShown, newKey, updateBag } from './record.ts';
import { enqueue } from './outbox.ts';
import { overlay } from '../overlay.ts';
import { $signedIn } from '../session.ts';
import { toast } from '../toasts.ts';

export type BagProduct = Pick<Product, 'id' | 'productName' | 'productDesc'>;

/**
 * A visitor's changes: entries of their outbox, kept on the device (nothing to send: a visitor has no server bag)
 * until sign-in sends the bag they make as one merge. A quantity or removal folds into the kept adds (withChange).
 */
type VisitorLine = { id: string; variantId: string };
export const visitorBag = {
  set: (line: VisitorLine, quantity: number) =>
    updateBag((mine) => ({
      ...mine,
      outbox: withChange(mine.outbox, { kind: 'set', lineId: line.id, variantId: line.variantId, quantity }, newKey()),
    })),
  remove: (line: VisitorLine) =>
    updateBag((mine) => ({
      ...mine,
      outbox: withChange(mine.outbox, { kind: 'remove', lineId: line.id, variantId: line.variantId }, newKey()),
    })),
  /** The line at the live price and MRP, once the drawer has checked it. */
  reprice: (line: BagLine) =>
    updateBag((mine) => ({
      ...mine,
      outbox: repriced(mine.outbox, line.variantId, line.product.productSellingPrice, line.product.productMRP),
    })),
  reset: () => updateBag((mine) => ({ ...mine, outbox: [] })),
};

/** Add To Bag. Resolves true when the line was added (or kept to send), so the caller can put its quantity back to 1. */
export async function addSelectionToBag(
  product: BagProduct,
  selected: SelectedVariant,
  signedIn = $signedIn.get(),
): Promise<boolean> {
  const check = checkAddToBag(selected);
  if (!check.ok) {
    toast.warning(check.warning);
    return false;
  }
  const shown: ShownLine = {
    productName: product.productName,
    productDesc: product.productDesc,
    image: selected.images[0] ?? null,
    price: selected.sellingPrice,
    mrp: selected.MRP,
    size: selected.size,
    color: selected.color,
    stock: selected.stock,
  };
  const change = {
    kind: 'add',
    productId: product.id,
    variantId: selected.variantId,
    quantity: selected.quantity,
    shown,
  } as const;
  if (signedIn) {
    const { status } = await enqueue(change);
    // A refusal was said by the sender (the server's limit, or the spec's "Failed to add product to cart.").
    if (status === 'refused') return false;
    if (status === 'sent') toast.success('Product added to bag');
    // Kept to send later: the drawer shows the line at once, marked as not live.
    overlay.open(CART_DRAWER);
    return true;
  }
  // The same variant adds up in one line, and a line holds at most 5 and never more than the stock (as the server cart).
  const inBag = $bagShown.get().find((line) => line.variantId === selected.variantId)?.quantity ?? 0;
  const over = bagLineWarning(inBag + selected.quantity, selected.stock);
  if (over) {
    toast.warning(over);
    return false;
  }
  updateBag((mine) => ({ ...mine, outbox: [...mine.outbox, { ...change, key: newKey() }] }));
  toast.success('Product added to bag');
  overlay.open(CART_DRAWER);
  return true;
}

/** A line's new quantity; a refusal puts it back as the server has it, saying so (the sender). */
export const setLineQuantity = (line: CartLine, quantity: number) =>
  enqueue({ kind: 'set', lineId: line.id, variantId: line.variantId, quantity }).then(() => undefined);

/** Removes a line; true unless the server refused (it then comes back). */
export const removeBagLine = (line: CartLine) =>
  enqueue({ kind: 'remove', lineId: line.id, variantId: line.variantId }).then(({ status }) => status !== 'refused');

/**
 * One tap on a line's stepper, the drawer's and the checkout's alike (§5): the limit's warning ('Max quantity
 * is 5 for one product.', the stock), minus at 1 removes the line, else the new quantity.
 */
export function stepBagLine(line: CartLine, delta: 1 | -1): Promise<void> {
  const step = lineStep(line.quantity, delta, line.ProductVarient.VarientQuantity);
  if (step.action === 'warn') {
    toast.warning(step.warning);
    return Promise.resolve();
  }
  if (step.action === 'remove') return removeBagLine(line).then(() => undefined);
  return setLineQuantity(line, step.quantity);
}

/** "Empty cart": every line goes; any the server keeps comes back, said once. */
export async function emptyBag(): Promise<void> {
  await Promise.all($bagShown.get().map(removeBagLine));
}

const shownOfItem = (item: WishlistItem): ShownLine => ({
  productName: item.Product.productName,
  productDesc: item.Product.productDesc,
  image: item.Product.productImgUrls[0] ?? null,
  price: item.Product.productSellingPrice,
  mrp: item.Product.productMRP,
  size: item.VarientSize,
  color: item.VarientColor,
  stock: item.ProductVarient.VarientQuantity,
});

/**
 * "Move to bag" (§2): adds the item at quantity 1, then takes it off the wishlist; it leaves the wishlist at
 * once. A refused add keeps it there ("Failed to add product to cart.", or the cart's limit); a refused
 * removal leaves it in both, saying so. True when it reached the bag (or was kept to send).
 */
export async function moveToBag(item: WishlistItem): Promise<boolean> {
  const { status } = await enqueue({
    kind: 'move-to-bag',
    productId: item.Product.id,
    variantId: item.ProductVarient.id,
    wishlistKey: newKey(),
    shown: shownOfItem(item),
  });
  return status !== 'refused';
}

/**
 * The product page's heart (§2.5): the variant on or off the wishlist, an outbox entry like every bag change, so
 * it goes in turn with the changes before it and once only. 'held' when it is kept to send later (offline: the
 * outbox has said so); a refusal rejects, the sender having said why.
 */
export async function setWishlisted(productId: string, variantId: string, on: boolean): Promise<'sent' | 'held'> {
  const { status } = await enqueue({ kind: 'wishlist', productId, variantId, on });
  if (status === 'refused') throw new Error('The wishlist change was refused');
  return status;
}

/** Remove from the wishlist (ours: beside "Move to bag"): it goes at once and comes back if refused. */
export async function removeWishlistItem(item: WishlistItem): Promise<boolean> {
  const { status } = await enqueue({
    kind: 'wishlist',
    productId: item.Product.id,
    variantId: item.ProductVarient.id,
    on: false,
  });
  if (status === 'sent') toast.success('Removed from wishlist');
  return status !== 'refused';
}

/** "Add all to checkout" (§2): every item at quantity 1, each then taken off the wishlist. */
export async function moveAllToBag(items: readonly WishlistItem[]): Promise<void> {
  for (const item of items) await moveToBag(item);
}
