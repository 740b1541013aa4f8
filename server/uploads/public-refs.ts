/**
 * Public uploads (profile pictures) are referenced as POST upload hands them out: `/cdn/uploads/…` on local
 * storage, the bucket's public URL of the `uploads/…` key with S3. A profile picture must be exactly such a
 * reference to one of the shopper's own public uploads whose bytes arrived: never an outside address (a
 * tracker), a `javascript:` URL, a private file's route, or another shopper's picture.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { S3Storage } from './s3.ts';

/** The upload id inside a public file's name (`uploads/<owner>/<id>.<ext>`), however the reference begins. */
const PUBLIC_FILE = /(?:^|\/)uploads\/[^/]{1,8}\/([0-9a-f-]{36})\.[a-z0-9]{2,5}$/;

/** The reference POST upload gives for a public file. */
export const publicRef = (file: string, s3: S3Storage | null) => (s3 ? s3.publicUrl(file) : `/cdn/${file}`);

/** Whether `ref` is the reference of one of `userId`'s own public uploads whose file was PUT (S3: is in the bucket). */
export async function ownUploadedPublicFile(
  db: Db,
  userId: string,
  ref: string,
  s3: S3Storage | null,
): Promise<boolean> {
  const id = PUBLIC_FILE.exec(ref)?.[1];
  if (!id) return false;
  const [row] = await db
    .select()
    .from(t.uploads)
    .where(and(eq(t.uploads.id, id), eq(t.uploads.userId, userId), eq(t.uploads.isPublic, true)));
  // The one spelling POST upload gave: nothing before or around it to normalise.
  if (!row || publicRef(row.file, s3) !== ref) return false;
  if (row.uploadedAt) return true;
  if (!s3 || !(await s3.exists(row.file))) return false;
  await db.update(t.uploads).set({ uploadedAt: new Date() }).where(eq(t.uploads.id, row.id));
  return true;
}
