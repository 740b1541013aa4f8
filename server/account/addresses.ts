/**
 * The shopper's address book. Every change first takes their user row's lock (released at commit), so two
 * changes never interleave: the first address saved twice at once makes one default, not two, and the
 * partial unique index addresses_one_default_key (one default per shopper) is never hit, which would be a
 * 500. NO KEY UPDATE: rows that merely reference the user (an order, a notification) are not held up.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { z } from '@hono/zod-openapi';
import type { addressSchema } from '../../src/lib/schemas.ts';

/** An address as POST address validated it. */
type AddressInput = z.infer<typeof addressSchema>;

type AddressRow = typeof t.addresses.$inferSelect;

const lockAddressBook = (d: Db, userId: string) =>
  d.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for('no key update');

/** Makes one of the shopper's addresses the default and every other one not, under the address-book lock. */
async function makeOnlyDefault(d: Db, userId: string, id: string): Promise<AddressRow> {
  await d
    .update(t.addresses)
    .set({ defaultAddress: false })
    .where(and(eq(t.addresses.userId, userId), ne(t.addresses.id, id)));
  const [made] = await d.update(t.addresses).set({ defaultAddress: true }).where(eq(t.addresses.id, id)).returning();
  return made!;
}

/** An address as the shopper sees it: without its owner and creation time. */
const shown = ({ userId: _u, createdAt: _c, ...address }: AddressRow) => address;

/** Saved addresses, default first, then oldest first. */
export async function addressesOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(t.addresses)
    .where(eq(t.addresses.userId, userId))
    .orderBy(desc(t.addresses.defaultAddress), asc(t.addresses.createdAt));
  return rows.map(shown);
}

/** A new address; the first one, or one asked to be, becomes the default. */
export async function addAddress(db: Db, userId: string, input: AddressInput) {
  const address = await withTransaction(db, async (d) => {
    await lockAddressBook(d, userId);
    const [{ n } = { n: 0 }] = await d
      .select({ n: sql<number>`count(*)::int` })
      .from(t.addresses)
      .where(eq(t.addresses.userId, userId));
    const makeDefault = input.defaultAddress || n === 0;
    const id = crypto.randomUUID();
    if (makeDefault) await d.update(t.addresses).set({ defaultAddress: false }).where(eq(t.addresses.userId, userId));
    const [row] = await d
      .insert(t.addresses)
      .values({ ...input, id, userId, defaultAddress: makeDefault })
      .returning();
    return row!;
  });
  return shown(address);
}

/** Deletes one of the shopper's addresses; false when it is not theirs. The default moves to the newest left, in the same transaction. */
export async function deleteAddress(db: Db, userId: string, id: string) {
  const deleted = await withTransaction(db, async (d) => {
    await lockAddressBook(d, userId);
    const [row] = await d
      .delete(t.addresses)
      .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)))
      .returning();
    if (row?.defaultAddress) {
      const [next] = await d
        .select()
        .from(t.addresses)
        .where(eq(t.addresses.userId, userId))
        .orderBy(desc(t.addresses.createdAt))
        .limit(1);
      if (next) await d.update(t.addresses).set({ defaultAddress: true }).where(eq(t.addresses.id, next.id));
    }
    return row ?? null;
  });
  return deleted !== null;
}

/** Makes one of the shopper's addresses the default, in one transaction (never two defaults, or none); null when it is not theirs. */
export async function makeDefaultAddress(db: Db, userId: string, id: string) {
  const address = await withTransaction(db, async (d) => {
    await lockAddressBook(d, userId);
    const [mine] = await d
      .select({ id: t.addresses.id })
      .from(t.addresses)
      .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)));
    if (!mine) return null;
    return makeOnlyDefault(d, userId, id);
  });
  return address && shown(address);
}

/**
 * Saves one of the shopper's addresses; null when it is not theirs. Making it the default and saving it land
 * in one transaction; defaultAddress false leaves the default where it is.
 */
export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput) {
  const { defaultAddress, ...fields } = input;
  const address = await withTransaction(db, async (d) => {
    await lockAddressBook(d, userId);
    const [row] = await d
      .update(t.addresses)
      .set(fields)
      .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)))
      .returning();
    if (!row || !defaultAddress || row.defaultAddress) return row ?? null;
    return makeOnlyDefault(d, userId, id);
  });
  return address && shown(address);
}
