/** An order's money as the one breakdown shows it, from what the order stored when it was placed. */
import type { z } from '@hono/zod-openapi';
import type { OrderCharges } from '../replies/orders.ts';
import type * as t from '../db/schema.ts';
import { rupees } from '../wallet/wallet.ts';
import { chargesOfOrder } from '../../src/lib/rules/breakdown.ts';
import { gstOfLines } from '../../src/lib/rules/gst.ts';

/**
 * From the order's lines' prices and MRPs, coupon, delivery and wallet use. `amount` is what was charged (or
 * is due); `tax` the GST inside the goods, line by line after each line's coupon share, as the invoice computes it.
 */
export function orderCharges(
  order: typeof t.orders.$inferSelect,
  lines: (typeof t.orderLines.$inferSelect)[],
): z.infer<typeof OrderCharges> {
  return {
    ...chargesOfOrder({
      lines,
      couponDiscount: order.couponDiscount,
      deliveryFee: order.deliveryFee,
      walletUsedPaise: order.walletUsedPaise,
    }),
    amount: rupees(order.totalPaise),
    tax: gstOfLines(lines),
  };
}
