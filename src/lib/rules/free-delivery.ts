/**
 * What the bag and checkout say of each store's delivery charge: how much more from that store makes its
 * delivery free, or that it is free already. The threshold is the one pricing.ts charges by: a store's goods
 * at FREE_DELIVERY_FROM or more after its coupon deliver free, else DELIVERY_FEE. Decisions in
 * docs/decisions/bag.md ("Free delivery").
 */
import { FREE_DELIVERY_FROM } from './pricing.ts';
import { formatRupees } from './price.ts';

export type FreeDeliveryNote = { storeName: string; free: boolean; text: string };

/**
 * One store's note, from what its goods come to (`subtotal`, at today's prices) less its coupon:
 * "Add ₹100 more from Noor Botanicals for free delivery", or "Free delivery from Noor Botanicals" once met.
 */
export function freeDeliveryNote(storeName: string, subtotal: number, couponDiscount = 0): FreeDeliveryNote {
  const short = Math.round((FREE_DELIVERY_FROM - (subtotal - couponDiscount)) * 100) / 100;
  return short > 0
    ? { storeName, free: false, text: `Add ${formatRupees(short)} more from ${storeName} for free delivery` }
    : { storeName, free: true, text: `Free delivery from ${storeName}` };
}
