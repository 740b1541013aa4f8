/**
 * Add To Bag, once for every buy box (product page, product shell, quick view): checks in the spec's order
 * (stock, then quantity), then the server cart for a signed-in shopper or the local bag for a visitor, and on
 * success opens the My Cart drawer (stores-and-social §4: "the cart panel opens"). Offline, a signed-in
 * shopper's add is kept and sent when the connection is back (pending-changes.ts); the badge counts it now.
 * Resolves true when the line was added, so the caller can put its quantity back to 1.
 */
import type { Product } from '../lib/api/types.ts';
import { bagLineWarning, checkAddToBag, type SelectedVariant } from '../lib/rules/variants.ts';
import { MAX_QUANTITY_WARNING } from '../lib/rules/limits.ts';
import { ApiError, addToCart, isOffline } from '../lib/api/index.ts';
import { $bag, bag } from './bag.ts';
import { CART_DRAWER } from '../lib/rules/bag.ts';
import { $cartUnits } from './cart-count.ts';
import { cartChanged } from './cart-changes.ts';
import { keepForLater } from './pending-changes.ts';
import { overlay } from './overlay.ts';
import { $signedIn } from './session.ts';
import { toast } from './toasts.ts';

export type BagProduct = Pick<Product, 'id' | 'productName' | 'productDesc'>;

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
  if (signedIn) {
    try {
      await addToCart({
        productId: product.id,
        varaint: selected.variantId,
        quantity: selected.quantity,
        reference: false,
      });
    } catch (error) {
      if (isOffline(error)) {
        keepForLater({
          kind: 'add-to-cart',
          productId: product.id,
          variantId: selected.variantId,
          quantity: selected.quantity,
          shown: {
            productName: product.productName,
            productDesc: product.productDesc,
            image: selected.images[0] ?? null,
            price: selected.sellingPrice,
            mrp: selected.MRP,
            size: selected.size,
            color: selected.color,
            stock: selected.stock,
          },
        });
        void cartChanged($cartUnits.get() + selected.quantity);
        // The bag changes at once: the drawer shows the line, marked as not sent yet.
        overlay.open(CART_DRAWER);
        return true;
      }
      // Failed cart updates show the error (shopper-core §8); the server's limit says which one.
      const overLimit = error instanceof ApiError && error.serverMessage === MAX_QUANTITY_WARNING;
      if (overLimit) toast.warning(MAX_QUANTITY_WARNING);
      else toast.error((error as Error).message);
      return false;
    }
    void cartChanged();
    toast.success('Product added to bag');
    overlay.open(CART_DRAWER);
    return true;
  }
  // The same variant adds up in one line, and a line holds at most 5 and never more than the stock (as the server cart).
  const inBag = $bag.get().find((line) => line.variantId === selected.variantId)?.quantity ?? 0;
  const over = bagLineWarning(inBag + selected.quantity, selected.stock);
  if (over) {
    toast.warning(over);
    return false;
  }
  bag.add({
    productId: product.id,
    variantId: selected.variantId,
    quantity: selected.quantity,
    size: selected.size,
    color: selected.color,
    product: {
      productName: product.productName,
      productDesc: product.productDesc,
      productImgUrls: selected.images,
      productSellingPrice: selected.sellingPrice,
      productMRP: selected.MRP,
    },
  });
  toast.success('Product added to bag');
  overlay.open(CART_DRAWER);
  return true;
}
