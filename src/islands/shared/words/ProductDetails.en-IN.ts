/** The words of the description and specification in en-IN (src/islands/shared/words.tsx). */
export { product_details_description, product_details_specification } from '../../../paraglide/messages/en-IN.js';
