/**
 * Expected delivery from the database and the postal data: the sellers' dispatch places (their registered
 * PIN, else their city and state) and the destination PIN's place, given to the pure rule
 * (src/lib/rules/delivery.ts). A PIN the postal data does not know is not served.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { byPincode } from '../postal/postal.ts';
import { expectedDelivery, type DeliveryEstimate, type Place } from '../../src/lib/rules/delivery.ts';

/** The district and state of a PIN (its first post office's), or null when the postal data does not know it. */
export function placeOfPin(pin: string): Place | null {
  if (!/^\d{6}$/.test(pin)) return null;
  const office = byPincode(pin)[0].PostOffice?.[0];
  return office ? { district: office.District, state: office.State } : null;
}

type StoreAddress = Pick<typeof t.stores.$inferSelect, 'id' | 'storeName' | 'city' | 'state' | 'pinCode'>;

/** A store's registered address, as far as dispatch goes. */
type DispatchAddress = { city?: string; state?: string; pinCode?: string };

/** Where a seller dispatches from: its PIN's place, else the city and state it registered; null when it gave neither. */
export function dispatchPlace(store: DispatchAddress): Place | null {
  return (
    placeOfPin(store.pinCode ?? '') ?? (store.city && store.state ? { district: store.city, state: store.state } : null)
  );
}

export type Dispatcher = { sellerId: string; storeName: string; from: Place | null };

/** The sellers' dispatch places, by seller id (a seller that does not exist is left out). */
export async function dispatchers(db: Db, sellerIds: string[]): Promise<Map<string, Dispatcher>> {
  const ids = [...new Set(sellerIds)];
  if (!ids.length) return new Map();
  const rows: StoreAddress[] = await db
    .select({
      id: t.stores.id,
      storeName: t.stores.storeName,
      city: t.stores.city,
      state: t.stores.state,
      pinCode: t.stores.pinCode,
    })
    .from(t.stores)
    .where(inArray(t.stores.id, ids));
  return new Map(rows.map((s) => [s.id, { sellerId: s.id, storeName: s.storeName, from: dispatchPlace(s) }]));
}

/** Each seller's expected delivery to the PIN for an order placed at `at`; null when the PIN is not served. */
export function estimatesTo(
  pin: string,
  sellers: Iterable<Dispatcher>,
  at: Date,
): (DeliveryEstimate & { sellerId: string; storeName: string })[] | null {
  const to = placeOfPin(pin);
  if (!to) return null;
  return [...sellers].map((s) => ({
    sellerId: s.sellerId,
    storeName: s.storeName,
    ...expectedDelivery(s.from, to, at)!,
  }));
}

/** The day an order from this store to this PIN, placed at `at`, is promised for; null when the PIN is not served. */
export function promisedDay(store: DispatchAddress | undefined, pin: string, at: Date): string | null {
  return expectedDelivery(store ? dispatchPlace(store) : null, placeOfPin(pin), at)?.expectedBy ?? null;
}

/** Reads the postal data once (about half a second), so the first order or PIN check after a start does not wait for it. */
export function warmPostalData(): void {
  placeOfPin('000000');
}
