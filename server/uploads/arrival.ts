/**
 * Whether an upload's bytes arrived, as the type it declared. Locally the signed PUT stores only bytes that
 * are that type (receive.ts sniffs them) and records uploadedAt, so the declared type is the sniffed one. With
 * S3 the browser PUTs straight to the bucket, which checks only the Content-Type header: the first time the
 * API meets the upload it reads the object (the head of a video, the whole of a picture) and sniffs it the
 * same way, and only bytes of the declared type are recorded as uploaded.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { S3Storage } from './s3.ts';
import { isMediaOf, sniffLength } from './storage.ts';

export type UploadRow = typeof t.uploads.$inferSelect;
export type Arrival = 'arrived' | 'missing' | 'not-its-type';

export async function arrival(db: Db, upload: UploadRow, s3: S3Storage | null): Promise<Arrival> {
  if (upload.uploadedAt) return 'arrived';
  if (!s3) return 'missing';
  const bytes = await s3.firstBytes(upload.file, sniffLength(upload.contentType));
  if (!bytes) return 'missing';
  if (!(await isMediaOf(upload.contentType, bytes))) return 'not-its-type';
  await db.update(t.uploads).set({ uploadedAt: new Date() }).where(eq(t.uploads.id, upload.id));
  return 'arrived';
}
