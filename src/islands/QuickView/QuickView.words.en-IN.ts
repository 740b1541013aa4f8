/** The quick view island's words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/ProductView.en-IN.ts';
export * from '../shared/words/ProductDetails.en-IN.ts';
export {
  product_loading,
  product_quick_view,
  product_try_again,
  product_view_full_details,
} from '../../paraglide/messages/en-IN.js';
