/**
 * The signed PUT of an upload's bytes (local storage; with S3 the browser PUTs to the bucket). One use: the
 * upload is claimed by one conditional update before the body is read, so of several PUTs at once one goes
 * on; a PUT that then fails gives the claim back (nothing was stored), and one that stored its file keeps it
 * for good (a stored file never changes: public ones are served as immutable).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { isMediaOf, notItsType, readAtMost, writeUpload } from './storage.ts';
import { maxBytesFor, VIDEO_TYPES } from '../../src/lib/rules/pictures.ts';

export const LINK_USED = 'This upload link is invalid or has expired';

const tooBig = (limit: number, contentType: string) =>
  limit < maxBytesFor(contentType)
    ? 'The file is bigger than the size given when the upload was requested'
    : VIDEO_TYPES[contentType]
      ? 'A video can be at most 20 MB'
      : 'Images can be at most 5 MB';

export type Received =
  { ok: true } | { ok: false; status: 400 | 403 | 413; message: string; fields?: Record<string, string[]> };

/** Stores the PUT's body as upload `id` (its signature already checked): public files under cdnDir, private under privateDir. */
export async function receiveUpload(
  db: Db,
  dirs: { cdnDir: string; privateDir: string },
  put: { id: string; contentType: string | undefined; contentLength: number; body: ReadableStream<Uint8Array> | null },
): Promise<Received> {
  const { id } = put;
  const [upload] = await db.select().from(t.uploads).where(eq(t.uploads.id, id));
  if (!upload || upload.uploadedAt) return { ok: false, status: 403, message: LINK_USED };
  if (put.contentType !== upload.contentType)
    return {
      ok: false,
      status: 400,
      message: 'Invalid input',
      fields: { 'Content-Type': [`Must be ${upload.contentType}`] },
    };
  // Held to the size counted in the shopper's quota (declared, or 5 MB when none was; rows older than the quota have 0).
  const typeLimit = maxBytesFor(upload.contentType);
  const limit = Math.min(upload.bytes || typeLimit, typeLimit);
  if (put.contentLength > limit) return { ok: false, status: 413, message: tooBig(limit, upload.contentType) };
  const claimedAt = new Date();
  const [claimed] = await db
    .update(t.uploads)
    .set({ uploadedAt: claimedAt })
    .where(and(eq(t.uploads.id, id), isNull(t.uploads.uploadedAt)))
    .returning({ id: t.uploads.id });
  if (!claimed) return { ok: false, status: 403, message: LINK_USED };
  const giveBack = () =>
    db
      .update(t.uploads)
      .set({ uploadedAt: null })
      .where(and(eq(t.uploads.id, id), eq(t.uploads.uploadedAt, claimedAt)));
  try {
    // A chunked body has no Content-Length: stop reading one byte past the limit rather than buffer it all.
    const bytes = await readAtMost(put.body, limit);
    if (!bytes) {
      await giveBack();
      return { ok: false, status: 413, message: tooBig(limit, upload.contentType) };
    }
    if (!(await isMediaOf(upload.contentType, bytes))) {
      await giveBack();
      return {
        ok: false,
        status: 400,
        message: 'Invalid input',
        fields: { file: [notItsType(upload.contentType)] },
      };
    }
    writeUpload(upload.isPublic ? dirs.cdnDir : dirs.privateDir, upload.file, bytes);
    // What arrived is what the quota counts from now on (at most what was declared).
    await db.update(t.uploads).set({ bytes: bytes.byteLength }).where(eq(t.uploads.id, id));
    return { ok: true };
  } catch (error) {
    // A file already there (only a crash between storing and this could leave one) is never written over.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await giveBack();
    throw error;
  }
}
