/**
 * Add To Bag, once for every buy box (product page, quick view): checks in the spec's order (stock, then
 * quantity), then the server cart for a signed-in shopper or the local bag for a visitor.
 * Resolves true when the line was added, so the caller can put its quantity back to 1.
 */
import type { Product } from '../lib/api/types.ts';
import { checkAddToBag, type SelectedVariant } from '../lib/rules/variants.ts';
import { addToCart } from '../lib/api/index.ts';
import { bag } from './bag.ts';
import { $signedIn } from './session.ts';
import { toast } from './toasts.ts';

export type BagProduct = Pick<Product, 'id' | 'productName' | 'productDesc'>;

export async function addSelectionToBag(product: BagProduct, selected: SelectedVariant, signedIn = $signedIn.get()): Promise<boolean> {
  const check = checkAddToBag(selected);
  if (!check.ok) {
    toast.warning(check.warning);
    return false;
  }
  if (signedIn) {
    try {
      await addToCart({ productId: product.id, varaint: selected.variantId, quantity: selected.quantity, reference: false });
    } catch (error) {
      // Failed cart updates show the error (shopper-core §8).
      toast.error((error as Error).message);
      return false;
    }
    toast.success('Product added to bag');
    return true;
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
  return true;
}
