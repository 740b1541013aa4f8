/** "Check delivery": when products would reach a PIN if ordered now, seller by seller. */
import type { z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import type { DeliveryCheck } from '../reply-schemas/orders.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { dispatchers, estimatesTo, placeOfPin } from './delivery.ts';

/** The expected delivery of these products to `pin`; null when a product does not exist. */
export async function deliveryCheck(
  db: Db,
  pin: string,
  productIds: string[],
): Promise<z.infer<typeof DeliveryCheck> | null> {
  const products = await db
    .select({ id: t.products.id, sellerId: t.products.sellerUserId })
    .from(t.products)
    .where(inArray(t.products.id, productIds));
  if (products.length < productIds.length) return null;
  const sellers = await dispatchers(
    db,
    products.map((p) => p.sellerId),
  );
  const estimates = estimatesTo(pin, sellers.values(), new Date());
  return {
    pin,
    served: Boolean(estimates),
    place: placeOfPin(pin),
    sellers: estimates ?? [],
    expectedBy: estimates?.length
      ? estimates
          .map((e) => e.expectedBy)
          .sort()
          .at(-1)!
      : null,
  };
}
