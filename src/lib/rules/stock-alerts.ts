/**
 * Notify me (ours: the spec has no back-in-stock alert). What the shopper's notification says when a variant
 * they waited for is back, and the words of the buy box's sold-out state. Pure: the server writes the note,
 * the buy box shows the words.
 */
import { productPath } from '../paths.ts';
import type { Note } from './order-notes.ts';
import type { NoticeWords } from '../i18n/notices.ts';

export type RestockedVariant = {
  storeId: string;
  productId: string;
  variantId: string;
  productName: string;
  color: string;
  size: string;
};

/**
 * "Back in stock: Classic Kurta", "Red, M is back. Add it to your bag before it sells out again.", linking to that
 * variant; in the shopper's words (the product, colour and size stay as the store wrote them).
 */
export function backInStockNote(v: RestockedVariant, words: NoticeWords): Note {
  const choice = [v.color, v.size]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  return {
    title: words.say('notice_back_in_stock_title', { product: v.productName }),
    body: choice ? words.say('notice_back_in_stock_choice', { choice }) : words.say('notice_back_in_stock'),
    link: productPath(v.storeId, v.productId, v.variantId),
  };
}

/** The buy button's label on a sold-out variant (the stepper's own "Out of stock!" stays where the spec shows it). */
export const SOLD_OUT_LABEL = 'Sold out';
export const NOTIFY_ME = 'Notify me';
export const NOTIFY_SET = 'We\u2019ll let you know';
