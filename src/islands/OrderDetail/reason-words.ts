/** How each return reason reads in the page's language; the values sent stay the spec's ("wrong size", "other"). */
import type { ReturnReason } from '../../lib/rules/orders.ts';
import type { Relaxed } from '../shared/words.tsx';

type Words = Relaxed<typeof import('./OrderDetail.words.en-IN.ts')>;

export const returnReasonWords = (reason: ReturnReason, t: Words): string =>
  ({
    "Item doesn't match the description": t.orders_return_reason_mismatch(),
    'Received the wrong item': t.orders_return_reason_wrong_item(),
    'wrong size': t.orders_return_reason_wrong_size(),
    'wrong color': t.orders_return_reason_wrong_color(),
    'Item damaged or defective': t.orders_return_reason_damaged(),
    other: t.orders_return_reason_other(),
  })[reason];
