/**
 * Notify me (ours: the spec has no back-in-stock alert). What the shopper's notification says when a variant
 * they waited for is back. Pure: the server writes the note (the buy box's words are in messages/product).
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
