/** The visitor's local bag (spec shopper-core §3, §4): lines merge by variantId. */

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

export type NewBagLine = Omit<BagLine, 'id'>;

/** Same variantId: quantities add up; otherwise the line is appended with a fresh id. */
export function addLine(lines: BagLine[], line: NewBagLine, newId: () => string): BagLine[] {
  const existing = lines.find((l) => l.variantId === line.variantId);
  if (existing) {
    return lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + line.quantity } : l));
  }
  return [...lines, { ...line, id: newId() }];
}

/** Changes a line by +1/-1; a line that reaches 0 is removed. */
export function changeLineBy(lines: BagLine[], id: string, delta: 1 | -1): BagLine[] {
  return lines.map((l) => (l.id === id ? { ...l, quantity: l.quantity + delta } : l)).filter((l) => l.quantity > 0);
}

export function removeLine(lines: BagLine[], id: string): BagLine[] {
  return lines.filter((l) => l.id !== id);
}

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
