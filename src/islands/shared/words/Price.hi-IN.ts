/** The words of the price line (selling price, MRP, percent off) in hi-IN (src/islands/shared/words.tsx). */
export { common_price_mrp, common_price_off } from '../../../paraglide/messages/hi-IN.js';
