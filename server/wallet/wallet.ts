/** Wallet balance and transactions. Money is kept in paise and shown in rupees. */
import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { wallets, walletTransactions } from '../db/schema.ts';

export const rupees = (paise: number) => Math.round(paise) / 100;

/** The user's wallet, created empty on first use. */
export async function ensureWallet(db: Db, userId: string) {
  // Read first: every order asks, and all but a shopper's first find it (no insert attempt, one round trip).
  const [found] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (found) return found;
  await db
    .insert(wallets)
    .values({ id: `wallet-${crypto.randomUUID()}`, userId })
    .onConflictDoNothing();
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet!;
}

export async function walletOf(db: Db, userId: string) {
  const wallet = await ensureWallet(db, userId);
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.updatedAt));
  return {
    walletData: { id: wallet.id, money: rupees(wallet.balancePaise) },
    transactionData: rows.map((tx) => ({
      id: tx.id,
      type: tx.type,
      orderId: tx.orderId,
      money: rupees(tx.amountPaise),
      updatedAt: tx.updatedAt.toISOString(),
    })),
  };
}

/**
 * Moves money in or out and records why, as one conditional update: the balance never goes below zero.
 * Returns the wallet, or null when the balance does not cover a debit (the caller decides what that means).
 */
export async function recordWalletChange(
  db: Db,
  userId: string,
  amountPaise: number,
  type: string,
  orderId: string | null,
) {
  const [updated] = await db
    .update(wallets)
    .set({ balancePaise: sql`${wallets.balancePaise} + ${amountPaise}` })
    .where(sql`${wallets.userId} = ${userId} and ${wallets.balancePaise} + ${amountPaise} >= 0`)
    .returning();
  if (!updated) return null;
  await db.insert(walletTransactions).values({ id: crypto.randomUUID(), userId, type, orderId, amountPaise });
  return updated;
}
