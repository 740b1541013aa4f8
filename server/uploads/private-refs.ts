/**
 * Private uploads (return pictures) are referenced by the owner-only API route, `/api/v1/upload/private/{id}`,
 * on local storage and on S3 alike: never by a public CDN or bucket URL. POST upload hands out this reference,
 * and a return accepts only references of this form that name the shopper's own private upload whose bytes
 * actually arrived. Only the relative reference is accepted (not an absolute URL ending in it): it is what
 * the presign returns, and one spelling leaves nothing to normalise.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { S3Storage } from './s3.ts';

const PRIVATE_REF_PREFIX = '/api/v1/upload/private/';
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

export const privateRef = (id: string) => `${PRIVATE_REF_PREFIX}${id}`;

/** The upload id a private reference names, or null when the text is not such a reference. */
export function privateUploadId(ref: string): string | null {
  if (!ref.startsWith(PRIVATE_REF_PREFIX)) return null;
  const id = ref.slice(PRIVATE_REF_PREFIX.length);
  return UPLOAD_ID.test(id) ? id : null;
}

/**
 * Whether every reference names one of `userId`'s own private uploads whose file was PUT. Locally the signed
 * PUT records uploadedAt; with S3 the browser PUTs to the bucket, so an upload not yet seen is looked up there
 * (HEAD) and recorded as uploaded when it is found.
 */
export async function ownUploadedPictures(
  db: Db,
  userId: string,
  refs: string[],
  s3: S3Storage | null,
): Promise<boolean> {
  const ids = refs.map(privateUploadId);
  if (!ids.length || ids.some((id) => id === null)) return false;
  const unique = [...new Set(ids as string[])];
  const rows = await db
    .select()
    .from(t.uploads)
    .where(and(inArray(t.uploads.id, unique), eq(t.uploads.userId, userId), eq(t.uploads.isPublic, false)));
  if (rows.length !== unique.length) return false;
  for (const row of rows) {
    if (row.uploadedAt) continue;
    if (!s3 || !(await s3.exists(row.file))) return false;
    await db.update(t.uploads).set({ uploadedAt: new Date() }).where(eq(t.uploads.id, row.id));
  }
  return true;
}
