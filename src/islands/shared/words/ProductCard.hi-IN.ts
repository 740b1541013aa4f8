/** The words of a product card (with its price line) in hi-IN (src/islands/shared/words.tsx). */
export * from './Price.hi-IN.ts';
export {
  product_card_sold_out,
  product_card_quick_view,
  product_card_quick_view_label,
} from '../../../paraglide/messages/hi-IN.js';
