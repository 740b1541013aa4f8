/**
 * What the bag and checkout say of each store's delivery charge: how much more from that store makes its
 * delivery free, or that it is free already. "Free" is exactly what the store's Delivery figure says (its
 * fee is ₹0), never a second reckoning of the threshold, so the note and the Delivery row cannot disagree.
 * At checkout the figures are the server's estimate; the bag, before any estimate, takes the fee by the rule
 * the server charges by (pricing.ts `deliveryFeeOf`). Decisions in docs/decisions/bag.md ("Free delivery").
 */
import { FREE_DELIVERY_FROM, deliveryFeeOf } from './pricing.ts';
import { formatRupees } from './price.ts';

/**
 * `short`: the rupees more from the store that make its delivery free; null when it is free already, or when no
 * amount can be named. `text` is the note in English; a page in another language words it from the rest.
 */
export type FreeDeliveryNote = { storeName: string; free: boolean; short: number | null; text: string };

/** One store's figures as its Delivery row shows them (rupees): goods, its coupon, and the delivery fee. */
export type StoreDelivery = { subtotal: number; couponDiscount: number; deliveryFee: number };

/**
 * One store's note from its figures: "Free delivery from Noor Botanicals" when its delivery fee is ₹0, else
 * "Add ₹100 more from Noor Botanicals for free delivery" (what its goods after coupon lack of the threshold).
 */
export function freeDeliveryNote(storeName: string, figures: StoreDelivery): FreeDeliveryNote {
  if (figures.deliveryFee === 0) return { storeName, free: true, short: null, text: `Free delivery from ${storeName}` };
  const short = Math.round((FREE_DELIVERY_FROM - (figures.subtotal - figures.couponDiscount)) * 100) / 100;
  // Charged though the goods reach the threshold (a rule the figures came by that this side does not know):
  // no amount to name, and never "free".
  const more = short > 0 ? `${formatRupees(short)} more` : 'more';
  return {
    storeName,
    free: false,
    short: short > 0 ? short : null,
    text: `Add ${more} from ${storeName} for free delivery`,
  };
}

/** The bag's note before the server has priced it: its goods at today's prices, no coupon, the server's rule. */
export const bagFreeDeliveryNote = (storeName: string, subtotal: number) =>
  freeDeliveryNote(storeName, { subtotal, couponDiscount: 0, deliveryFee: deliveryFeeOf(subtotal) });
