/** Reading a private upload (return photos): the uploader's own, and only those whose bytes are stored here. */
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { uploadPath } from './storage.ts';

/** The shopper's own private upload `id`, or null (also for anyone else's, so no one learns it exists). */
export async function ownPrivateUpload(db: Db, userId: string, id: string) {
  const [upload] = await db
    .select()
    .from(t.uploads)
    .where(and(eq(t.uploads.id, id), eq(t.uploads.userId, userId), eq(t.uploads.isPublic, false)));
  return upload ?? null;
}

/** A private file's bytes on local storage, or null when they are not there. */
export const readPrivateFile = (privateDir: string, file: string) =>
  fs.promises.readFile(uploadPath(privateDir, file)).catch(() => null);
