/** The words of a product card (with its price line) in en-IN (src/islands/shared/words.tsx). */
export * from './Price.en-IN.ts';
export {
  product_card_sold_out,
  product_card_quick_view,
  product_card_quick_view_label,
} from '../../../paraglide/messages/en-IN.js';
