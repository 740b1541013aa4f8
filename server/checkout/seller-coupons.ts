/** The coupons a checkout can offer: every valid one of the sellers of some products, or one by its id. */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { toCoupon } from './orders.ts';

/** The still-valid coupons of the sellers of these products, smallest discount first (none for unknown products). */
export async function sellerCouponsOf(db: Db, productIds: string[]) {
  const sellers = (
    await db.select({ s: t.products.sellerUserId }).from(t.products).where(inArray(t.products.id, productIds))
  ).map((p) => p.s);
  if (!sellers.length) return [];
  const rows = await db
    .select()
    .from(t.coupons)
    .where(and(inArray(t.coupons.sellerUserId, [...new Set(sellers)]), gt(t.coupons.endDate, new Date())))
    .orderBy(asc(t.coupons.discountPercent));
  return rows.map(toCoupon);
}

/** One coupon by its id, or null. */
export async function couponById(db: Db, id: string) {
  const [row] = await db.select().from(t.coupons).where(eq(t.coupons.id, id));
  return row ? toCoupon(row) : null;
}
