/** An order's money as the one breakdown shows it, from what the order stored when it was placed. */
import type { z } from '@hono/zod-openapi';
import type { OrderCharges } from '../reply-schemas/orders.ts';
import type * as t from '../db/schema.ts';
import { rupees } from '../wallet/wallet.ts';
import { chargesOfOrder } from '../../src/lib/rules/breakdown.ts';
import { byInvoiceOrder, gstOfOrder } from '../../src/lib/rules/tax-invoice.ts';

/**
 * From the order's lines' prices and MRPs, coupon, delivery and wallet use. `amount` is what was charged (or
 * is due); `tax` the GST inside the goods and the delivery charge, the invoice's own total tax (gstOfOrder).
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
    tax: gstOfOrder([...lines].sort(byInvoiceOrder), order.deliveryFee),
  };
}
