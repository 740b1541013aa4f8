/** The words of the description and specification in en-IN (src/islands/shared/words.tsx). */
// Style and material names, looked up by name (src/islands/shared/useCatalogName.ts).
export * from './SpecNames.en-IN.ts';
export {
  product_details_description,
  product_details_specification,
  product_spec_care,
  product_spec_material,
  product_spec_origin,
  product_spec_style,
} from '../../../paraglide/messages/en-IN.js';
