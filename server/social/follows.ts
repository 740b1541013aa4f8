/** Who follows whom. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

const pair = (followerId: string, followeeId: string) =>
  and(eq(t.follows.followerId, followerId), eq(t.follows.followeeId, followeeId));

export async function isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const [row] = await db.select().from(t.follows).where(pair(followerId, followeeId));
  return Boolean(row);
}

/** Following someone twice is one follow. */
export async function follow(db: Db, followerId: string, followeeId: string): Promise<void> {
  await db.insert(t.follows).values({ followerId, followeeId }).onConflictDoNothing();
}

/** False when there was no follow to remove. */
export async function unfollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const removed = await db.delete(t.follows).where(pair(followerId, followeeId)).returning();
  return removed.length > 0;
}
