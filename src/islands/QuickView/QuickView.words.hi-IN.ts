/** The quick view island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.hi-IN.ts';
export * from '../shared/words/ProductView.hi-IN.ts';
export * from '../shared/words/ProductDetails.hi-IN.ts';
export {
  product_loading,
  product_quick_view,
  product_try_again,
  product_view_full_details,
} from '../../paraglide/messages/hi-IN.js';
