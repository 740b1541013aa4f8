/**
 * Private uploads (return pictures) are referenced by the owner-only API route, `/api/v1/upload/private/{id}`,
 * on local storage and on S3 alike: never by a public CDN or bucket URL. POST upload hands out this reference,
 * and a return accepts only references of this form that name the shopper's own private upload whose bytes
 * actually arrived and are a picture. Only the relative reference is accepted (not an absolute URL ending in it): it is what
 * the presign returns, and one spelling leaves nothing to normalise.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { S3Storage } from './s3.ts';
import { placeUpload, type Placing } from './places.ts';
import { UPLOAD_PLACES } from '../../src/lib/rules/pictures.ts';

const PRIVATE_REF_PREFIX = '/api/v1/upload/private/';
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

export const privateRef = (id: string) => `${PRIVATE_REF_PREFIX}${id}`;

/** The upload id a private reference names, or null when the text is not such a reference. */
export function privateUploadId(ref: string): string | null {
  if (!ref.startsWith(PRIVATE_REF_PREFIX)) return null;
  const id = ref.slice(PRIVATE_REF_PREFIX.length);
  return UPLOAD_ID.test(id) ? id : null;
}

type Refused = Exclude<Placing, { ok: true }>;
const NOT_OWN: Refused = { ok: false, reason: 'not-own' };

/**
 * Why these references cannot be a return's pictures, or null when they can: each must name one of `userId`'s
 * own private uploads whose file arrived ('not-own' otherwise), and be a picture by its bytes ('kind', with
 * the message; places.ts).
 */
export async function returnPicturesProblem(
  db: Db,
  userId: string,
  refs: string[],
  s3: S3Storage | null,
): Promise<Refused | null> {
  const ids = refs.map(privateUploadId);
  if (!ids.length || ids.some((id) => id === null)) return NOT_OWN;
  const unique = [...new Set(ids as string[])];
  const rows = await db
    .select()
    .from(t.uploads)
    .where(and(inArray(t.uploads.id, unique), eq(t.uploads.userId, userId), eq(t.uploads.isPublic, false)));
  if (rows.length !== unique.length) return NOT_OWN;
  for (const row of rows) {
    const placed = await placeUpload(db, s3, row, UPLOAD_PLACES.returnPicture);
    if (!placed.ok) return placed;
  }
  return null;
}
