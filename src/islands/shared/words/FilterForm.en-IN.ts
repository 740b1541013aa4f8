/**
 * The words of the listing's filter form (src/components/listing/FilterForm.tsx: the search results island, and
 * the listing pages through FilterForm.astro) in en-IN (src/islands/shared/words.tsx).
 */
// Colour, size, category and material names, looked up by name (src/islands/shared/useCatalogName.ts).
export * from './CatalogNames.en-IN.ts';
export * from './SpecNames.en-IN.ts';
export {
  common_filter_any_discount,
  common_filter_apply,
  common_filter_category,
  common_filter_clear_all,
  common_filter_color,
  common_filter_discount,
  common_filter_discount_step,
  common_filter_heading,
  common_filter_material,
  common_filter_max,
  common_filter_min,
  common_filter_price,
  common_filter_price_hint,
  common_filter_size,
  common_filter_store,
  common_filter_style,
} from '../../../paraglide/messages/en-IN.js';
