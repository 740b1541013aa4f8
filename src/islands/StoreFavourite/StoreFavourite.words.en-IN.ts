/** The store favourite island's words in en-IN (src/islands/shared/words.tsx). */
export {
  store_favourite_add,
  store_favourite_added,
  store_favourite_label,
  store_favourite_remove,
  store_favourite_removed,
} from '../../paraglide/messages/en-IN.js';
