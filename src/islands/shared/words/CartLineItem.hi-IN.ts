/**
 * The words of one line of the bag (the My Cart drawer, checkout's order summary) in hi-IN
 * (src/islands/shared/words.tsx).
 */
// Colour and size names, looked up by name (src/islands/shared/useCatalogName.ts).
export * from './CatalogNames.hi-IN.ts';
export * from './Price.hi-IN.ts';
export {
  bag_line_colour,
  bag_line_size,
  bag_price_dropped,
  bag_price_went_up,
  bag_sold_out_remove,
  bag_fewer_left,
  bag_quantity,
  bag_quantity_decrease,
  bag_quantity_increase,
  bag_remove,
  bag_remove_label,
} from '../../../paraglide/messages/hi-IN.js';
