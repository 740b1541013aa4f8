/** The My Orders page words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/OrderText.hi-IN.ts';
export {
  orders_delivery_by,
  orders_loading_orders,
  orders_none_yet,
  orders_none_yet_note,
  orders_order_number,
  orders_rate_named,
  orders_rate_this_product,
  orders_share_named_on_lens,
  orders_share_on_lens,
  orders_sign_in_phone_to_see_orders,
  orders_start_shopping,
} from '../../paraglide/messages/hi-IN.js';
/** My Orders island's words in hi-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/SignInGate.hi-IN.ts';
export * from '../shared/words/LoadState.hi-IN.ts';
