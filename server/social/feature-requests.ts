/** Feature requests from shoppers (answered within 7 days). */
import crypto from 'node:crypto';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export async function recordFeatureRequest(db: Db, userId: string, message: string): Promise<void> {
  await db.insert(t.featureRequests).values({ id: crypto.randomUUID(), userId, message });
}
