/**
 * Public uploads (profile pictures, review and post media) are referenced as POST upload hands them out:
 * `/cdn/uploads/…` on local storage, the bucket's public URL of the `uploads/…` key with S3. A profile picture
 * or a post's media must be exactly such a reference to one of the shopper's own public uploads whose bytes
 * arrived, of the kind its place takes (places.ts): never an outside address (a tracker), a `javascript:`
 * URL, a private file's route, or another shopper's picture.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { S3Storage } from './s3.ts';
import type { UploadRow } from './arrival.ts';

/** The upload id inside a public file's name (`uploads/<owner>/<id>.<ext>`), however the reference begins. */
const PUBLIC_FILE = /(?:^|\/)uploads\/[^/]{1,8}\/([0-9a-f-]{36})\.[a-z0-9]{2,5}$/;

/** The reference POST upload gives for a public file. */
export const publicRef = (file: string, s3: S3Storage | null) => (s3 ? s3.publicUrl(file) : `/cdn/${file}`);

/** The upload `ref` names when it is exactly the reference of one of `userId`'s own public uploads, else null. */
export async function ownPublicUpload(
  db: Db,
  userId: string,
  ref: string,
  s3: S3Storage | null,
): Promise<UploadRow | null> {
  const id = PUBLIC_FILE.exec(ref)?.[1];
  if (!id) return null;
  const [row] = await db
    .select()
    .from(t.uploads)
    .where(and(eq(t.uploads.id, id), eq(t.uploads.userId, userId), eq(t.uploads.isPublic, true)));
  // The one spelling POST upload gave: nothing before or around it to normalise.
  return row && publicRef(row.file, s3) === ref ? row : null;
}
