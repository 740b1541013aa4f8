/** The account drawers' words in en-IN (src/islands/shared/words.tsx). */
export * from '../shared/words/Dialog.en-IN.ts';
export * from '../shared/words/OrderText.en-IN.ts';
export {
  orders_delivery_by,
  orders_from_hidden,
  orders_loading_notifications,
  orders_loading_orders,
  orders_my_orders,
  orders_new,
  orders_no_notifications,
  orders_no_notifications_note,
  orders_none_yet,
  orders_none_yet_note,
  orders_notifications,
  orders_order_number,
  orders_rate_named,
  orders_rate_this_product,
  orders_share_named_on_lens,
  orders_share_on_lens,
  orders_sign_in_to_see_notifications,
  orders_sign_in_to_see_orders,
  orders_start_shopping,
} from '../../paraglide/messages/en-IN.js';
export * from '../shared/words/LoadState.en-IN.ts';
export * from '../shared/words/SignInGate.en-IN.ts';
