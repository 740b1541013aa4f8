/** The delivery check island's words in hi-IN (src/islands/shared/words.tsx). */
export {
  product_delivery_by,
  product_delivery_check,
  product_delivery_checking,
  product_delivery_cut_off,
  product_delivery_not_served,
  product_delivery_pin_invalid,
  product_delivery_pin_label,
  product_delivery_pin_placeholder,
  product_delivery_place_cut_off,
  product_delivery_prompt,
  product_delivery_title,
} from '../../paraglide/messages/hi-IN.js';
