/** The bag's lines as a visitor's drawer shows them (spec shopper-core §3, §4), and the badge's words. */

/** The My Cart drawer's overlay type (the bag button, and every successful Add To Bag). */
export const CART_DRAWER = 'cart';

export type BagLine = {
  id: string;
  variantId: string;
  productId: string;
  quantity: number;
  size: string;
  color: string;
  product: {
    productName: string;
    productDesc: string;
    productImgUrls: string[];
    productSellingPrice: number;
    productMRP: number;
  };
};

/** Total units in the bag. */
export function bagCount(lines: Pick<BagLine, 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** The badge caps at "99+" from 100; nothing is shown for an empty bag. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count >= 100 ? '99+' : String(count);
}

/** The bag button's accessible name, with the count: "Bag, 3 items". */
export function bagButtonName(count: number): string {
  return `Bag, ${count} ${count === 1 ? 'item' : 'items'}`;
}
