/** The words of the description and specification in hi-IN (src/islands/shared/words.tsx). */
export { product_details_description, product_details_specification } from '../../../paraglide/messages/hi-IN.js';
