/** The words of the colour, size and quantity choices in hi-IN (src/islands/shared/words.tsx). */
// Colour and size names, looked up by name (src/islands/shared/useCatalogName.ts).
export * from './CatalogNames.hi-IN.ts';
export {
  product_choice_colour,
  product_choice_size,
  product_choice_sold_out,
  product_out_of_stock,
  product_quantity,
  product_quantity_decrease,
  product_quantity_increase,
} from '../../../paraglide/messages/hi-IN.js';
