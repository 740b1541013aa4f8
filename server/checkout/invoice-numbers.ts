/**
 * Numbers for tax invoices and credit notes: one gap-free series per seller, kind and financial year.
 * The number is taken in the same transaction as the document's row, by one conditional upsert of the
 * series' counter (`insert ... on conflict do update set last = last + 1 returning last`): the counter row is
 * locked until the transaction ends, so parallel first downloads queue on it and each takes the next number.
 * An order keeps the first number it got (unique order and kind): a request that numbered the same order at
 * the same moment finds the row taken, rolls back its count and answers the winner's row.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { documentNumber, financialYear, type DocumentKind } from '../../src/lib/rules/invoice-series.ts';

export type IssuedDocument = typeof t.invoices.$inferSelect;

/** Thrown inside the transaction to undo its count when another request numbered the order first. */
class NumberedElsewhere extends Error {}

async function documentOf(db: Db, orderId: string, kind: DocumentKind): Promise<IssuedDocument | undefined> {
  const [row] = await db
    .select()
    .from(t.invoices)
    .where(and(eq(t.invoices.orderId, orderId), eq(t.invoices.kind, kind)));
  return row;
}

/** The order's document of this kind: the one issued before, or a new one with the next number of the seller's series. */
export async function issueDocument(
  db: Db,
  order: { id: string; sellerId: string },
  kind: DocumentKind,
  prefix: string,
  now = new Date(),
): Promise<IssuedDocument> {
  const existing = await documentOf(db, order.id, kind);
  if (existing) return existing;
  const year = financialYear(now);
  try {
    return await withTransaction(db, async (d) => {
      const [counter] = await d
        .insert(t.invoiceCounters)
        .values({ sellerId: order.sellerId, kind, financialYear: year, last: 1 })
        .onConflictDoUpdate({
          target: [t.invoiceCounters.sellerId, t.invoiceCounters.kind, t.invoiceCounters.financialYear],
          set: { last: sql`${t.invoiceCounters.last} + 1` },
        })
        .returning({ last: t.invoiceCounters.last });
      const seq = counter!.last;
      const [issued] = await d
        .insert(t.invoices)
        .values({
          id: crypto.randomUUID(),
          orderId: order.id,
          sellerId: order.sellerId,
          kind,
          financialYear: year,
          seq,
          number: documentNumber(kind, prefix, year, seq),
          issuedAt: now,
        })
        .onConflictDoNothing({ target: [t.invoices.orderId, t.invoices.kind] })
        .returning();
      if (!issued) throw new NumberedElsewhere();
      return issued;
    });
  } catch (error) {
    if (!(error instanceof NumberedElsewhere)) throw error;
    return (await documentOf(db, order.id, kind))!;
  }
}
