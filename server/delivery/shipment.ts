/**
 * The shipment behind Track Order: which courier carries an order and its air waybill (AWB) number. The
 * courier's side is not part of the storefront; the dev route (POST dev/orders/{id}/status, to In Transit)
 * and the seed book it as a courier's pickup would, and the order row keeps it (orders.courier, orders.awb).
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

/** Couriers the demo books, by name as the shopper knows them. */
export const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'XpressBees', 'Shadowfax'] as const;

export type Shipment = { courier: string; awb: string };

/** A new booking: the courier asked for, else one of COURIERS; the AWB given, else 12 random digits. */
export function newShipment(given: Partial<Shipment> = {}): Shipment {
  const courier = given.courier ?? COURIERS[crypto.randomInt(COURIERS.length)]!;
  const awb = given.awb ?? String(crypto.randomInt(100_000_000_000, 1_000_000_000_000));
  return { courier, awb };
}

/** Books the order's shipment when the courier picks it up; an order booked already keeps its first booking. */
export async function bookShipment(db: Db, orderId: string, shipment: Shipment): Promise<void> {
  await db
    .update(t.orders)
    .set(shipment)
    .where(and(eq(t.orders.id, orderId), isNull(t.orders.awb)));
}
