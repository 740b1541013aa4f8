/** Development-only: money into a shopper's wallet (a refund or a reward stands in), so tests can pay with the wallet. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { ensureWallet, recordWalletChange } from './wallet.ts';

/** Credits the shopper with this phone; false when there is none. */
export async function creditByPhone(db: Db, phone: string, rupees: number) {
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.phone, phone));
  if (!user) return false;
  await ensureWallet(db, user.id);
  await recordWalletChange(db, user.id, rupees * 100, 'credit', null);
  return true;
}
